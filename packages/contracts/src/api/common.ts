import { z } from 'zod';
import { TEXT_FIELD_MAX } from '../constants';

/** `{ error: { code, message } }`: every failed API call answers this. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. "code_mismatch"'),
      message: z.string().describe('Human-readable message in the language of the `lang` header'),
      fields: z.record(z.string(), z.string()).optional().describe('Per-field messages for validation errors'),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Single objects answer `{ data }`. */
export const single = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** Lists answer `{ data: [...], total }`. */
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int().nonnegative() });

export const idParamSchema = z.object({ id: z.uuid() });

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A modal text field (spec §5): not empty, at most 255 characters. */
export const textField = () =>
  z.string().trim().min(1, { error: 'field_required' }).max(TEXT_FIELD_MAX, { error: 'field_too_long' });
