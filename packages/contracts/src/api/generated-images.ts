import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { imageFormatSchema, imageSchema } from './images';
import { inspirationPublicationSchema } from './inspirations';
import { idsBodySchema } from './products';

export const generatedImageSchema = z
  .object({
    id: z.uuid(),
    tool: z.string(),
    prompt: z.string().nullable(),
    negativePrompt: z.string().nullable(),
    style: z.string().nullable(),
    theme: z.string().nullable(),
    size: z.string().nullable(),
    quantityIndex: z.number().int().nonnegative(),
    favorite: z.boolean(),
    sourceImageId: z.uuid().nullable(),
    /** The engine that made it (e.g. `studio`, `isnet-quality`): the Editor names it on each result. */
    engine: z.string(),
    jobId: z.uuid(),
    image: imageSchema,
    /** Set while I have it published on the inspiration wall (issue 21). */
    inspiration: inspirationPublicationSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'GeneratedImage' });
export type GeneratedImage = z.infer<typeof generatedImageSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const generatedImageListQuerySchema = paginationQuerySchema.extend({
  tool: z.string().min(1).max(64).optional(),
  favorite: booleanQuery.optional(),
  /** Only outputs made from this image (the Editor's history of one product). */
  sourceImageId: z.uuid().optional(),
  /** The entry of one output image (the image pages of text-to-image and fashion). */
  imageId: z.uuid().optional(),
});

export const generatedImageUpdateSchema = z.object({ favorite: z.boolean() });

export const generatedImagesDownloadSchema = idsBodySchema.extend({
  /** Convert every file to this format; the stored format when absent. */
  format: imageFormatSchema.optional(),
});
