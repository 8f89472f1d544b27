import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { imageSchema } from './images';
import { GARMENT_CATEGORIES } from './tool-params/diffusion';

export const productSchema = z
  .object({
    id: z.uuid(),
    /** Set for system products ("Ceramic mug"); null for uploads. */
    name: z.string().nullable(),
    system: z.boolean(),
    garmentCategory: z.enum(GARMENT_CATEGORIES).nullable().describe('Set for fashion products: what the garment covers'),
    image: imageSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = paginationQuerySchema.extend({
  scope: z.enum(['my', 'system', 'fashion']).default('my'),
});
export type ProductScope = z.infer<typeof productListQuerySchema>['scope'];

export const productCreateSchema = z
  .object({
    imageId: z.uuid(),
    /** CreateProduct: cut the product out first, as a `product-cutout` job (202); its output then becomes the product. */
    removeBackground: z.boolean().default(false).describe('Cut the product out first: answers 202 with a product-cutout job (paid like remove-background); add its output as the product once it succeeds. A photo with transparency is kept as it is'),
    garmentCategory: z.enum(GARMENT_CATEGORIES).optional().describe('Fashion (beta): the product is a garment covering this part of the body'),
  })
  .strict();

/** Bulk delete bodies: 1..100 ids, all-or-nothing. */
export const idsBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
