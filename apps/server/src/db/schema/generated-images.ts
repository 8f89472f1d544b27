import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { images } from './images';
import { users } from './users';

/** One row per job output, listed by the gallery. */
export const generatedImages = pgTable('generated_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tool: text('tool').notNull(),
  jobId: uuid('job_id').notNull(),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id),
  sourceImageId: uuid('source_image_id').references(() => images.id, { onDelete: 'set null' }),
  prompt: text('prompt'),
  negativePrompt: text('negative_prompt'),
  style: text('style'),
  theme: text('theme'),
  size: text('size'),
  quantityIndex: integer('quantity_index').notNull().default(0),
  favorite: boolean('favorite').notNull().default(false),
  engine: text('engine').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GeneratedImageRow = typeof generatedImages.$inferSelect;
export type NewGeneratedImageRow = typeof generatedImages.$inferInsert;
