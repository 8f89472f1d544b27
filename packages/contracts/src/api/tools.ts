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

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_failed' });

// remove-background: the subject cut out with ISNet, edges refined and decontaminated.
export const REMOVE_BACKGROUND_OUTPUTS = ['cutout', 'mask', 'color'] as const;
export const BACKGROUND_MODELS = ['fast', 'quality'] as const;
export const removeBackgroundParamsSchema = z
  .object({
    output: z.enum(REMOVE_BACKGROUND_OUTPUTS).default('cutout').describe('cutout: transparent PNG/WEBP; mask: greyscale alpha; color: the cut-out on `background`'),
    format: z.enum(['png', 'webp']).default('png').describe('Encoding of the result (both keep transparency)'),
    model: z.enum(BACKGROUND_MODELS).default('quality').describe('fast: 8-bit ISNet; quality: float16 ISNet (default; also the faster one on CPUs without VNNI)'),
    background: hexColor.default('#ffffff').describe('Colour under the cut-out when output is color'),
    crop: z
      .union([z.literal(false), z.object({ marginPercent: z.number().min(0).max(50).default(5) })])
      .default(false)
      .describe('Crop to the subject plus a margin (percent of its larger side); false keeps the frame'),
  })
  .strict()
  .meta({ id: 'RemoveBackgroundParams' });
export type RemoveBackgroundParams = z.infer<typeof removeBackgroundParamsSchema>;

// apply-mask: a hand-corrected mask (white = keep) applied to the original photo; the brush editor saves with it.
export const applyMaskParamsSchema = z
  .object({
    maskImageId: z.uuid().describe('Greyscale mask uploaded with purpose `mask` (white keeps, black removes); resized to the image'),
    format: z.enum(['png', 'webp']).default('png'),
  })
  .strict()
  .meta({ id: 'ApplyMaskParams' });
export type ApplyMaskParams = z.infer<typeof applyMaskParamsSchema>;

// upscale: ESRGAN x2/x3/x4/x8, or an exact width or height (neural scale, then Lanczos to the exact size).
export const UPSCALE_MODEL_NAMES = ['slim', 'medium', 'thick'] as const;
export const UPSCALE_SCALES = [2, 3, 4, 8] as const;
export const upscaleParamsSchema = z
  .object({
    scale: z.union(UPSCALE_SCALES.map((scale) => z.literal(scale))).optional().describe('Scale factor; x4 when neither width nor height is given'),
    width: z.number().int().min(16).max(8192).optional().describe('Exact output width; height follows the aspect ratio'),
    height: z.number().int().min(16).max(8192).optional().describe('Exact output height; width follows the aspect ratio'),
    model: z.enum(UPSCALE_MODEL_NAMES).default('thick').describe('ESRGAN size: thick is the sharpest (default), slim the fastest'),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .refine((params) => [params.scale, params.width, params.height].filter((value) => value !== undefined).length <= 1, {
    error: 'validation_failed',
    path: ['scale'],
  })
  .meta({ id: 'UpscaleParams' });
export type UpscaleParams = z.infer<typeof upscaleParamsSchema>;
