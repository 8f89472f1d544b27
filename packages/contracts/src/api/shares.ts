import { z } from 'zod';

export const SHARE_ENTITY_TYPES = ['generated_image', 'image', 'product', 'product_infographic'] as const;
export type ShareEntityType = (typeof SHARE_ENTITY_TYPES)[number];

export const shareCreateSchema = z.object({
  entityType: z.enum(SHARE_ENTITY_TYPES),
  entityId: z.uuid(),
});

export const shareSchema = z
  .object({
    token: z.string(),
    /** Absolute public page URL: PUBLIC_URL/s/<token>. */
    url: z.string(),
  })
  .meta({ id: 'Share' });
export type Share = z.infer<typeof shareSchema>;

export const shareTokenParamSchema = z.object({ token: z.string().min(16).max(128) });
