import { z } from 'zod';
import { textField } from './common';
import { shadowPresetValuesSchema } from './tool-params/shadow';

/** A shadow preset (spec §3): system presets (id = slug, `system: true`) and the user's own (id = uuid). */
export const shadowPresetSchema = shadowPresetValuesSchema
  .extend({
    id: z.string(),
    name: z.string(),
    nameKey: z.string().nullable().describe('i18n key of a system preset name; null for user presets'),
    system: z.boolean(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ShadowPreset' });
export type ShadowPreset = z.infer<typeof shadowPresetSchema>;

/** Create or replace one of my presets; names are unique per user, ignoring case. */
export const shadowPresetInputSchema = shadowPresetValuesSchema.extend({ name: textField() });
export type ShadowPresetInput = z.infer<typeof shadowPresetInputSchema>;
