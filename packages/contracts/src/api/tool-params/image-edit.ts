import { z } from 'zod';

const adjustment = z.number().min(-100).max(100).default(0);
const hexOrTransparent = z.union([z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_failed' }), z.literal('transparent')]);

/** The editor's three pages as one operation union; every save is a new generated image. */
export const imageEditOperationSchema = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z.literal('adjust'),
        rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0).describe('Clockwise quarter turns'),
        flipH: z.boolean().default(false),
        flipV: z.boolean().default(false),
        brightness: adjustment,
        contrast: adjustment,
        saturation: adjustment,
        warmth: adjustment,
        sharpness: adjustment,
      })
      .strict(),
    z
      .object({
        type: z.literal('resize'),
        width: z.number().int().min(1).max(8192).optional(),
        height: z.number().int().min(1).max(8192).optional(),
        percent: z.number().min(1).max(1000).optional(),
        sizeId: z.string().min(1).max(64).optional().describe('A marketplace size id (e.g. portrait-3-4-900 = 900×1200)'),
        fit: z.enum(['pad', 'crop', 'stretch']).default('pad').describe('pad: fit inside and fill with background; crop: cover and cut; stretch'),
        background: hexOrTransparent.default('#ffffff'),
        position: z.enum(['centre', 'top', 'bottom', 'left', 'right']).default('centre'),
      })
      .strict(),
    z
      .object({
        type: z.literal('crop'),
        x: z.number().int().min(0),
        y: z.number().int().min(0),
        width: z.number().int().min(1),
        height: z.number().int().min(1),
      })
      .strict(),
  ])
  .meta({ id: 'ImageEditOperation' });
export type ImageEditOperation = z.infer<typeof imageEditOperationSchema>;

/** A resize needs exactly one target: width and/or height (the other follows the aspect), percent, or sizeId. */
export function resizeTargetCount(op: Extract<ImageEditOperation, { type: 'resize' }>): number {
  const bySize = op.width !== undefined || op.height !== undefined ? 1 : 0;
  return bySize + (op.percent !== undefined ? 1 : 0) + (op.sizeId !== undefined ? 1 : 0);
}

// image-edit: rotate/flip/tone, resize or crop, rendered exactly on the server.
export const imageEditParamsSchema = z
  .object({
    operation: imageEditOperationSchema.default({ type: 'adjust', rotate: 0, flipH: false, flipV: false, brightness: 0, contrast: 0, saturation: 0, warmth: 0, sharpness: 0 }),
    format: z.enum(['png', 'jpg', 'webp']).default('png'),
  })
  .strict()
  .refine((params) => params.operation.type !== 'resize' || resizeTargetCount(params.operation) === 1, { error: 'validation_failed', path: ['operation'] })
  .meta({ id: 'ImageEditParams' });
export type ImageEditParams = z.infer<typeof imageEditParamsSchema>;

/**
 * Output sizes the editor, create-background and generate offer: exactly packages/imaging's
 * MARKETPLACE_SIZES (same ids, pixels and order; a server test checks the two lists are equal),
 * grouped by shape: 1:1, 3:4 cards (900×1200 and up), 4:5, 4:3, 9:16 and 16:9.
 */
export const EDITOR_SIZE_PRESETS = [
  { id: 'square-1000', ratio: '1:1', width: 1000, height: 1000 },
  { id: 'square-1080', ratio: '1:1', width: 1080, height: 1080 },
  { id: 'square-1200', ratio: '1:1', width: 1200, height: 1200 },
  { id: 'square-2000', ratio: '1:1', width: 2000, height: 2000 },
  { id: 'portrait-3-4-900', ratio: '3:4', width: 900, height: 1200 },
  { id: 'portrait-3-4-1200', ratio: '3:4', width: 1200, height: 1600 },
  { id: 'portrait-3-4-1500', ratio: '3:4', width: 1500, height: 2000 },
  { id: 'portrait-4-5-1080', ratio: '4:5', width: 1080, height: 1350 },
  { id: 'landscape-4-3-1200', ratio: '4:3', width: 1200, height: 900 },
  { id: 'landscape-4-3-1600', ratio: '4:3', width: 1600, height: 1200 },
  { id: 'story-9-16-1080', ratio: '9:16', width: 1080, height: 1920 },
  { id: 'wide-16-9-1920', ratio: '16:9', width: 1920, height: 1080 },
] as const;
