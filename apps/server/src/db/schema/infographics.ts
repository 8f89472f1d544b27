import type { InfographicSourceType } from '@vitrina/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { generatedImages } from './generated-images';
import { images } from './images';
import { products } from './products';
import { users } from './users';

/** What a card is made from: one of the user's photos (maybe a product's) or a generated image. */
export const infographicSources = pgTable('infographic_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<InfographicSourceType>().notNull(),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  generatedImageId: uuid('generated_image_id').references(() => generatedImages.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type InfographicSourceRow = typeof infographicSources.$inferSelect;

/** A saved card: the rendered image plus the editor document it came from. */
export const infographics = pgTable('infographics', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sourceId: uuid('source_id')
    .notNull()
    .references(() => infographicSources.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type InfographicRow = typeof infographics.$inferSelect;

export const infographicStickers = pgTable('infographic_stickers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type InfographicStickerRow = typeof infographicStickers.$inferSelect;

export const infographicTemplates = pgTable('infographic_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type InfographicTemplateRow = typeof infographicTemplates.$inferSelect;
