import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';

/** What an upload is for; each purpose has its own limits (see apps/server/src/services/images/upload-rules.ts). */
export const UPLOAD_PURPOSES = ['product', 'shadow', 'sticker', 'mask', 'reference'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const imageFormatSchema = z.enum(UPLOAD_LIMITS.formats);
export type ImageFormat = z.infer<typeof imageFormatSchema>;

/** A stored image as the API shows it. `url` needs the caller's bearer token (or a share token). */
export const imageSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('GET it with the bearer token; add ?format=png|jpg|webp and ?w=<width> for variants'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    format: imageFormatSchema,
    bytes: z.number().int().positive().describe('Size of the stored file'),
  })
  .meta({ id: 'Image' });
export type ImageDto = z.infer<typeof imageSchema>;

export const uploadQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('product'),
});

/** Thumbnail widths are bounded; the server serves the nearest cached width at or above it. */
export const FILE_VARIANT_WIDTH = { min: 32, max: 2048 } as const;

export const fileQuerySchema = z.object({
  format: imageFormatSchema.optional(),
  w: z.coerce.number().int().min(FILE_VARIANT_WIDTH.min).max(FILE_VARIANT_WIDTH.max).optional(),
  share: z.string().min(16).max(128).optional().describe('A share token that grants read access to this file'),
});
