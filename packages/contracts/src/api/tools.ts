import { z } from 'zod';

/** `POST /api/tools/:tool` body: the image to work on and the tool's own parameters. */
export const toolRequestSchema = <P extends z.ZodType>(params: P, options: { takesMask?: boolean; takesImage?: boolean } = {}) =>
  z
    .object({
      ...(options.takesImage === false ? {} : { imageId: z.uuid().describe('The input image (an upload, a product image or an earlier output)') }),
      ...(options.takesMask
        ? {
            maskImageId: z
              .uuid()
              .optional()
              .describe('A mask uploaded with purpose `mask` (white = the area to work on); it may also be given as `params.maskImageId`'),
          }
        : {}),
      params: params.describe('Parameters of this tool; defaults apply to missing fields'),
    })
    .strict();

/** Whether a tool's parameters name a mask (`maskImageId`), so its request may carry one beside them. */
export function paramsTakeMask(params: z.ZodType): boolean {
  const shape = (params as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'maskImageId' in shape;
}

export const toolInfoSchema = z
  .object({
    name: z.string(),
    cost: z.number().int().nonnegative().nullable().describe('Credits one run with default parameters takes; null when it depends on parameters'),
    available: z.boolean().describe('False when the tool needs an engine this server has not configured (its runs answer 503 engine_unavailable)'),
    engine: z.string().nullable().describe('The engine that serves the tool now (e.g. studio, comfyui); null when none'),
    maxOutputSide: z.number().int().positive().describe('Longest side, in pixels, an output of this tool may have (4096; 8192 for upscale)'),
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

// inpaint (magic eraser): multi-scale PatchMatch fills the masked area from its surroundings.
export const inpaintParamsSchema = z
  .object({
    maskImageId: z.uuid().describe('The mask (also accepted beside `params` as `maskImageId`): white = erase, any size'),
    featherPx: z.number().int().min(0).max(32).default(2).describe('Soft edge outside the mask where the fill fades into the photo'),
    seed: z.number().int().min(0).max(2_147_483_647).default(1).describe('Same seed, same result'),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .meta({ id: 'InpaintParams' });
export type InpaintParams = z.infer<typeof inpaintParamsSchema>;

// watermark-removal: without a mask the marks are found automatically (PP-OCRv4 text detector), then erased.
export const watermarkRemovalParamsSchema = z
  .object({
    maskImageId: z.uuid().optional().describe('A corrected mask; without one the marks are detected automatically'),
    detectTiled: z
      .boolean()
      .default(false)
      .describe('Kept for compatibility: removal always looks for one faint mark tiled over the photo (inside the mask when one is given) and un-blends it with a matte from its tiles'),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .meta({ id: 'WatermarkRemovalParams' });
export type WatermarkRemovalParams = z.infer<typeof watermarkRemovalParamsSchema>;

// watermark-detect: the automatic mask alone (free), so a page can show it and let the user correct it.
export const watermarkDetectParamsSchema = z
  .object({
    detectTiled: z
      .boolean()
      .default(true)
      .describe('Also look for one faint mark tiled over the whole photo; only a mark that removal can un-blend is added to the mask'),
  })
  .strict()
  .meta({ id: 'WatermarkDetectParams' });

// outpaint: a new frame (ratio or exact size) around the photo, the new area synthesised.
export const OUTPAINT_RATIOS = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export const outpaintParamsSchema = z
  .object({
    ratio: z
      .union([z.enum(OUTPAINT_RATIOS), z.object({ w: z.number().positive().max(100), h: z.number().positive().max(100) })])
      .optional()
      .describe('Target proportions (the smallest canvas of that ratio holding the photo); 16:9 when no size is given'),
    width: z.number().int().min(16).max(4096).optional(),
    height: z.number().int().min(16).max(4096).optional(),
    offset: z.object({ x: z.number().int().min(0), y: z.number().int().min(0) }).optional().describe('Top-left of the photo in the new canvas; centred when absent'),
    seed: z.number().int().min(0).max(2_147_483_647).default(1),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .refine((params) => (params.width === undefined) === (params.height === undefined), { error: 'validation_failed', path: ['width'] })
  .refine((params) => !(params.ratio !== undefined && params.width !== undefined), { error: 'validation_failed', path: ['ratio'] })
  .meta({ id: 'OutpaintParams' });
export type OutpaintParams = z.infer<typeof outpaintParamsSchema>;
