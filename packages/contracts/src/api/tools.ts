import { z } from 'zod';

/** `POST /api/tools/:tool` body: the image to work on and the tool's own parameters. */
export const toolRequestSchema = <P extends z.ZodType>(params: P) =>
  z.object({
    imageId: z.uuid().describe('The input image (an upload, a product image or an earlier output)'),
    params: params.describe('Parameters of this tool; defaults apply to missing fields'),
  });

export const toolInfoSchema = z
  .object({
    name: z.string(),
    cost: z.number().int().nonnegative().nullable().describe('Credits one run with default parameters takes; null when it depends on parameters'),
  })
  .meta({ id: 'ToolInfo' });
export type ToolInfo = z.infer<typeof toolInfoSchema>;

// convert: re-encode an image as JPG, PNG or WEBP (download in another format, shrink a file).
export const CONVERT_FORMATS = ['png', 'jpg', 'webp'] as const;
export const convertParamsSchema = z
  .object({
    format: z.enum(CONVERT_FORMATS).default('png'),
    quality: z.number().int().min(1).max(100).default(90).describe('JPG and WEBP quality; PNG is lossless'),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_failed' })
      .default('#ffffff')
      .describe('Colour transparent pixels are flattened onto when the format has no alpha (JPG)'),
  })
  .strict()
  .default({ format: 'png', quality: 90, background: '#ffffff' })
  .meta({ id: 'ConvertParams' });
export type ConvertParams = z.infer<typeof convertParamsSchema>;
