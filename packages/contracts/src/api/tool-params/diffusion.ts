import { z } from 'zod';
import { promptField } from '../../prompt/prompt-field';
import { GENERATION_ASPECT_SIZES, GENERATION_QUANTITY_MAX } from './generate';

const seedField = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .optional()
  .describe('Same seed and parameters, same image on the same engine; variation i uses seed + i');

/** Picture styles of text-to-image (ids are stable API values; the web app translates them). */
export const TEXT_TO_IMAGE_STYLES = ['photo', 'cinematic', 'illustration', 'anime', '3d-render', 'watercolor', 'product'] as const;
export type TextToImageStyle = (typeof TEXT_TO_IMAGE_STYLES)[number];

export const TEXT_TO_IMAGE_ASPECTS = Object.keys(GENERATION_ASPECT_SIZES) as (keyof typeof GENERATION_ASPECT_SIZES)[];

// text-to-image ("Image generation"): a picture from a weighted prompt, on a diffusion engine only.
export const textToImageParamsSchema = z
  .object({
    prompt: promptField.refine((value) => value.trim().length > 0, { error: 'field_required' }),
    negativePrompt: promptField.default('').describe('Elements to leave out ("exceptions")'),
    style: z.enum(TEXT_TO_IMAGE_STYLES).default('photo'),
    aspectRatio: z.enum(['1:1', '3:4', '4:3', '9:16', '16:9']).default('1:1').describe('Long side 1024'),
    quantity: z.number().int().min(1).max(GENERATION_QUANTITY_MAX).default(1),
    seed: seedField,
  })
  .strict()
  .meta({ id: 'TextToImageParams' });
export type TextToImageParams = z.infer<typeof textToImageParamsSchema>;

/** What the garment covers; the try-on workflow masks that part of the model. */
export const GARMENT_CATEGORIES = ['top', 'bottom', 'dress', 'outfit'] as const;
export type GarmentCategory = (typeof GARMENT_CATEGORIES)[number];

export const MODEL_GENDERS = ['female', 'male'] as const;
export const MODEL_AGE_RANGES = ['18-25', '26-35', '36-50', '51-70'] as const;
export const MODEL_SKIN_TONES = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export const MODEL_BODY_TYPES = ['slim', 'average', 'athletic', 'curvy', 'plus-size'] as const;
export const MODEL_POSES = ['standing-front', 'standing-three-quarter', 'walking', 'hands-on-hips', 'seated'] as const;
export const MODEL_BACKGROUNDS = ['studio-white', 'studio-grey', 'street', 'nature', 'interior'] as const;

/** A model generated from a description. */
export const generatedModelSchema = z
  .object({
    source: z.literal('generated'),
    gender: z.enum(MODEL_GENDERS).default('female'),
    ageRange: z.enum(MODEL_AGE_RANGES).default('26-35'),
    skinTone: z.enum(MODEL_SKIN_TONES).default('medium'),
    bodyType: z.enum(MODEL_BODY_TYPES).default('average'),
    pose: z.enum(MODEL_POSES).default('standing-front'),
    background: z.enum(MODEL_BACKGROUNDS).default('studio-white'),
  })
  .strict();

/** The user's own model photo (an uploaded image of theirs). */
export const photoModelSchema = z
  .object({
    source: z.literal('photo'),
    modelImageId: z.uuid().describe('An image of a person the user uploaded'),
  })
  .strict();

// fashion-try-on (beta): the garment (the job's image) worn by a generated or uploaded model.
export const fashionTryOnParamsSchema = z
  .object({
    category: z.enum(GARMENT_CATEGORIES).default('top'),
    model: z.discriminatedUnion('source', [generatedModelSchema, photoModelSchema]).default({
      source: 'generated',
      gender: 'female',
      ageRange: '26-35',
      skinTone: 'medium',
      bodyType: 'average',
      pose: 'standing-front',
      background: 'studio-white',
    }),
    quantity: z.number().int().min(1).max(GENERATION_QUANTITY_MAX).default(1),
    seed: seedField,
  })
  .strict()
  .meta({ id: 'FashionTryOnParams' });
export type FashionTryOnParams = z.infer<typeof fashionTryOnParamsSchema>;
export type FashionModel = FashionTryOnParams['model'];
