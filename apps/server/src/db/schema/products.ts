import type { GarmentCategory } from '@vitrina/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { images } from './images';
import { users } from './users';

/** "My products" have a user; system products have none and a stable system_key. */
export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  name: text('name'),
  systemKey: text('system_key'),
  /** Set for fashion products (garments): what the garment covers (migration 0017). */
  garmentCategory: text('garment_category').$type<GarmentCategory>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ProductRow = typeof products.$inferSelect;
