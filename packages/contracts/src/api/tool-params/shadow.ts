import { z } from 'zod';

/** '#rrggbb' colour; the catalogue code names the field on refusal. */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_failed' });

export const SHADOW_ANGLES = ['front', 'top', 'isometric'] as const;
export type ShadowAngleName = (typeof SHADOW_ANGLES)[number];

const fraction = (max: number) => z.number().min(0).max(max);

/** Padding: one fraction (0..0.45) of the format's shorter side, or one per side. */
export const shadowPaddingSchema = z.union([
  fraction(0.45),
  z.object({ top: fraction(0.45), right: fraction(0.45), bottom: fraction(0.45), left: fraction(0.45) }).strict(),
]);

/** The spec's preset fields (section 3): format, padding, angle, zoom, background colour. */
export const shadowPresetValuesSchema = z
  .object({
    format: z.object({ width: z.number().int().min(16).max(8192), height: z.number().int().min(16).max(8192) }).strict().describe('Exact output size in pixels'),
    padding: shadowPaddingSchema.describe('Space kept free around the product, as a fraction of the shorter side'),
    angle: z.enum(SHADOW_ANGLES).describe('front: contact + cast shadow on the floor; top: soft drop shadow; isometric: cast along the isometric floor'),
    zoom: z.number().min(0.05).max(2).describe('Product size within the padded area; 1 fits it exactly'),
    background: z.union([z.literal('transparent'), hexColour]).describe("'#rrggbb' or 'transparent'"),
  })
  .strict()
  .meta({ id: 'ShadowPresetValues' });
export type ShadowPresetValues = z.infer<typeof shadowPresetValuesSchema>;

/** Shadow look: every field optional; missing ones take the angle's defaults. */
export const shadowControlsSchema = z
  .object({
    softness: z.number().min(0).max(1).optional().describe('0 crisp .. 1 very diffuse'),
    opacity: z.number().min(0).max(1).optional().describe('0 no shadow .. 1 darkest'),
    direction: z.number().min(0).max(360).optional().describe('Degrees on the floor seen from above: 0 right, 90 towards the viewer, 180 left, 270 behind'),
    offset: z.number().min(0).max(2).optional().describe('Cast length (front/isometric, fraction of product height) or drop distance (top)'),
    reflection: z
      .object({ opacity: z.number().min(0).max(1).default(0.3), falloff: z.number().min(0.02).max(1).default(0.3) })
      .strict()
      .nullable()
      .optional()
      .describe('Glossy-floor reflection (front and isometric)'),
  })
  .strict()
  .meta({ id: 'ShadowControls' });
export type ShadowControlsParams = z.infer<typeof shadowControlsSchema>;

export const DEFAULT_SHADOW_PRESET_ID = 'square';

// shadow: the product (a cut-out, or any photo whose background is removed first) on a preset's format with a shadow.
export const shadowParamsSchema = z
  .object({
    presetId: z.string().min(1).max(64).optional().describe('A system preset id (GET /api/shadow-presets); `square` when neither presetId nor preset is given'),
    preset: shadowPresetValuesSchema.optional().describe('An inline preset (e.g. the values of one of your own presets)'),
    controls: shadowControlsSchema.default({}),
    format: z.enum(['png', 'jpg', 'webp']).default('png').describe('Encoding; a transparent background needs png or webp'),
  })
  .strict()
  .refine((params) => params.presetId === undefined || params.preset === undefined, { error: 'validation_failed', path: ['preset'] })
  .refine((params) => params.format !== 'jpg' || params.preset?.background !== 'transparent', { error: 'validation_failed', path: ['format'] })
  .meta({ id: 'ShadowParams' });
export type ShadowParams = z.infer<typeof shadowParamsSchema>;
