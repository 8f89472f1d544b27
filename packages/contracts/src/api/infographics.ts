import { z } from 'zod';
import { INFOGRAPHIC_PREVIEWS_PER_SOURCE } from '../constants';
import { imageSchema } from './images';

/**
 * Infographics (spec §3, §7). `image` inputs take an uploaded image id (POST /api/images) or a
 * data URL; `state` is an editor document (packages/editor-core), validated and migrated by the
 * server, so the contract only says "an object" here (contracts import nothing but zod).
 */

/** Largest serialised editor document the server accepts. */
export const INFOGRAPHIC_STATE_MAX_BYTES = 512 * 1024;
/** Largest data URL (characters): a 5 Mb file in base64 plus its header. */
export const INFOGRAPHIC_DATA_URL_MAX_CHARS = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64;

const DATA_URL = /^data:image\/(png|webp|jpeg|svg\+xml)(;[a-z0-9=.+-]+)*(;base64)?,/i;

/** An uploaded image id, or `data:image/png|webp|jpeg;base64,…` (stickers also `image/svg+xml`). */
export const imageInputSchema = z
  .union([
    z.uuid(),
    z.string().max(INFOGRAPHIC_DATA_URL_MAX_CHARS, { error: 'file_too_large' }).regex(DATA_URL, { error: 'file_type' }),
  ])
  .describe('An image id from POST /api/images, or a data URL (PNG, WEBP or JPEG; SVG for stickers)');
export type ImageInput = z.infer<typeof imageInputSchema>;

export const editorStateSchema = z
  .record(z.string(), z.unknown())
  .describe('An editor document (packages/editor-core); older versions are migrated, invalid ones refused with 400');

export const INFOGRAPHIC_SOURCE_TYPES = ['image', 'generated'] as const;
export type InfographicSourceType = (typeof INFOGRAPHIC_SOURCE_TYPES)[number];

export const infographicSourceSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(INFOGRAPHIC_SOURCE_TYPES),
    image: imageSchema,
    generatedImageId: z.uuid().nullable(),
    /** The product whose photo the source is (own or system product), when there is one. */
    productId: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InfographicSource' });
export type InfographicSource = z.infer<typeof infographicSourceSchema>;

/** An infographic in lists: everything but the editor document. */
export const infographicSummarySchema = z
  .object({
    id: z.uuid(),
    image: imageSchema,
    sourceId: z.uuid(),
    productId: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InfographicSummary' });
export type InfographicSummary = z.infer<typeof infographicSummarySchema>;

export const infographicSchema = infographicSummarySchema.extend({ state: editorStateSchema }).meta({ id: 'Infographic' });
export type Infographic = z.infer<typeof infographicSchema>;

/** A picture the application ships (id null, public url) or a stored one (`/api/files/<id>`). */
export const assetImageSchema = z
  .object({
    id: z.uuid().nullable().describe('The stored image id; null for built-in assets'),
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    format: z.enum(['png', 'webp', 'jpg', 'svg']),
  })
  .meta({ id: 'AssetImage' });
export type AssetImage = z.infer<typeof assetImageSchema>;

export const stickerSchema = z
  .object({
    id: z.uuid(),
    system: z.boolean(),
    /** System category key (e.g. "lables", shown "Labels"); null for my stickers. */
    category: z.string().nullable(),
    categoryLabel: z.string().nullable(),
    name: z.string().nullable(),
    image: assetImageSchema,
    url: z.string(),
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'Sticker' });
export type Sticker = z.infer<typeof stickerSchema>;

export const templateSchema = z
  .object({
    id: z.uuid(),
    system: z.boolean(),
    name: z.string().nullable(),
    image: assetImageSchema,
    state: editorStateSchema,
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'InfographicTemplate' });
export type InfographicTemplate = z.infer<typeof templateSchema>;

export const infographicCreateSchema = z.object({ sourceId: z.uuid(), image: imageInputSchema, state: editorStateSchema });
export const infographicUpdateSchema = z.object({
  data: z
    .object({ image: imageInputSchema.optional(), state: editorStateSchema.optional() })
    .refine((data) => data.image !== undefined || data.state !== undefined, { error: 'validation_failed' }),
});
export const imageSourceCreateSchema = z.object({ image: imageInputSchema });
export const generatedSourceCreateSchema = z.object({ generatedImageId: z.uuid() });
export const stickerCreateSchema = z.object({ image: imageInputSchema });
export const templateCreateSchema = z.object({
  image: imageInputSchema,
  state: editorStateSchema,
  name: z.string().trim().min(1).max(255).optional(),
});

/** `a,b,c` → ['a','b','c'], each a uuid; 1..100 of them. */
const uuidList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part.length > 0))
  .pipe(z.array(z.uuid()).min(1).max(100));

/** `GET /infographics?orderBy[createdAt]=desc&limit=&offset=&criteria[sourceId]=a,b` (or criteria[productId]). */
export const infographicListQuerySchema = z.object({
  'orderBy[createdAt]': z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
  'criteria[sourceId]': uuidList.optional(),
  'criteria[productId]': uuidList.optional(),
});

const previewLimit = z.coerce.number().int().min(1).max(24).default(INFOGRAPHIC_PREVIEWS_PER_SOURCE);
const page = { limit: z.coerce.number().int().min(1).max(100).default(24), offset: z.coerce.number().int().min(0).default(0) };

export const sourcesWithInfographicsQuerySchema = z.object({ 'criteria[limitInfographicsOnSource]': previewLimit, ...page });
export const productsWithInfographicsQuerySchema = z.object({ 'criteria[limitInfographicsOnProduct]': previewLimit, ...page });
/** `GET /infographics/sources?criteria[type]=image`; `criteria[imageId]` (the source of one image) and `criteria[id]` (comma-joined) narrow it. */
export const sourceListQuerySchema = z.object({
  'criteria[type]': z.enum(INFOGRAPHIC_SOURCE_TYPES).optional(),
  'criteria[imageId]': z.uuid().optional(),
  'criteria[id]': uuidList.optional(),
  ...page,
});

export const sourceWithInfographicsSchema = infographicSourceSchema
  .extend({ infographics: z.array(infographicSummarySchema), infographicsTotal: z.number().int().nonnegative() })
  .meta({ id: 'InfographicSourceWithInfographics' });
export type SourceWithInfographics = z.infer<typeof sourceWithInfographicsSchema>;

export const productWithInfographicsSchema = z
  .object({
    productId: z.uuid(),
    name: z.string().nullable(),
    system: z.boolean(),
    image: imageSchema,
    infographics: z.array(infographicSummarySchema),
    infographicsTotal: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProductWithInfographics' });
export type ProductWithInfographics = z.infer<typeof productWithInfographicsSchema>;

export const infographicsDeleteSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const infographicsDownloadSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
