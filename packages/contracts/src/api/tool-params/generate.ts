import { z } from 'zod';
import { promptField } from '../../prompt/prompt-field';
import { EDITOR_SIZE_PRESETS } from './image-edit';

/** Curated lists (ids are stable API values; the web app translates them). */
export const GENERATION_STYLES = ['studio', 'minimal', 'luxury', 'natural', 'kitchen', 'bathroom', 'outdoor', 'pastel', 'neon'] as const;
export type GenerationStyle = (typeof GENERATION_STYLES)[number];

export const GENERATION_THEMES = ['none', 'new-year', 'black-friday', 'valentines-day', 'summer', 'spring', 'autumn', 'halloween', 'ramadan', 'mothers-day'] as const;
export type GenerationTheme = (typeof GENERATION_THEMES)[number];

/** Aspect sizes the Editor offers (long side 1024) plus the marketplace size ids of the edit engine. */
export const GENERATION_ASPECT_SIZES = { '1:1': [1024, 1024], '3:4': [768, 1024], '4:3': [1024, 768], '9:16': [576, 1024], '16:9': [1024, 576] } as const;
export type GenerationAspect = keyof typeof GENERATION_ASPECT_SIZES;

export const GENERATION_QUANTITY_MAX = 4;

/** Every size id the generate tool accepts: the aspects, then the marketplace card sizes. */
export const GENERATION_SIZE_IDS: readonly string[] = [...Object.keys(GENERATION_ASPECT_SIZES), ...EDITOR_SIZE_PRESETS.map((preset) => preset.id)];

// generate ("market"): the product's cut-out in a studio scene described by a prompt.
export const generateParamsSchema = z
  .object({
    prompt: promptField.default(''),
    negativePrompt: promptField.default('').describe('Elements to leave out ("exceptions")'),
    style: z.enum(GENERATION_STYLES).default('studio'),
    theme: z.enum(GENERATION_THEMES).default('none'),
    size: z
      .string()
      .min(1)
      .max(64)
      .refine((size) => GENERATION_SIZE_IDS.includes(size), { error: 'validation_failed' })
      .default('1:1')
      .describe('An aspect (1:1, 3:4, 4:3, 9:16, 16:9; long side 1024) or a marketplace size id such as square-1000'),
    quantity: z.number().int().min(1).max(GENERATION_QUANTITY_MAX).default(1),
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional().describe('Same seed and parameters, same image; variation i uses seed + i'),
  })
  .strict()
  .meta({ id: 'GenerateParams' });
export type GenerateParams = z.infer<typeof generateParamsSchema>;
