import { z } from 'zod';
import { SHADOW_ANGLES, shadowControlsSchema } from './shadow';
import { SYSTEM_BACKGROUND_IDS } from './system-backgrounds';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_failed' });
const gradientStop = z.object({ offset: z.number().min(0).max(1), color: hexColour }).strict();
const stops = z.array(gradientStop).min(2).max(8);

/** What the product is placed on. */
export const backgroundSpecSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('image'), imageId: z.uuid().describe('An uploaded image used as the backdrop (cover-fit)') }).strict(),
    z.object({ type: z.literal('solid'), color: hexColour }).strict(),
    z.object({ type: z.literal('linear'), angle: z.number().min(-360).max(360).default(180), stops }).strict(),
    z
      .object({
        type: z.literal('radial'),
        center: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict().default({ x: 0.5, y: 0.5 }),
        radius: z.number().min(0.05).max(4).default(1),
        stops,
      })
      .strict(),
    z.object({ type: z.literal('system'), id: z.enum(SYSTEM_BACKGROUND_IDS).describe('A system background (studio sweep) id') }).strict(),
    z.object({ type: z.literal('transparent') }).strict(),
  ])
  .meta({ id: 'CreateBackgroundBackground' });
export type BackgroundSpecParams = z.infer<typeof backgroundSpecSchema>;

// create-background: a cut-out (or a photo, cut out first) on a new background at an exact size.
export const createBackgroundParamsSchema = z
  .object({
    background: backgroundSpecSchema.default({ type: 'system', id: 'studio-white' }),
    sizeId: z.string().min(1).max(64).optional().describe('A marketplace size id; 1000×1000 square when neither sizeId nor width/height are given'),
    width: z.number().int().min(16).max(8192).optional(),
    height: z.number().int().min(16).max(8192).optional(),
    position: z
      .object({ x: z.number().min(0).max(1).default(0.5), y: z.number().min(0).max(1).default(0.55), scale: z.number().min(0.05).max(4).default(0.75) })
      .strict()
      .default({ x: 0.5, y: 0.55, scale: 0.75 })
      .describe('Centre of the product as fractions of the output; scale 1 = just fits'),
    shadow: z
      .object({ angle: z.enum(SHADOW_ANGLES).default('front'), controls: shadowControlsSchema.default({}) })
      .strict()
      .nullable()
      .default({ angle: 'front', controls: {} }),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .refine((params) => (params.width === undefined) === (params.height === undefined), { error: 'validation_failed', path: ['width'] })
  .refine((params) => params.sizeId === undefined || params.width === undefined, { error: 'validation_failed', path: ['sizeId'] })
  .meta({ id: 'CreateBackgroundParams' });
export type CreateBackgroundParams = z.infer<typeof createBackgroundParamsSchema>;
