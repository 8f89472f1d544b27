import type { InspirationCategory, InspirationRecipe, InspirationTool } from '@vitrina/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { generatedImages } from './generated-images';
import { users } from './users';

/** A result a user published to the inspiration wall (migration 0020). */
export const inspirations = pgTable(
  'inspirations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generatedImageId: uuid('generated_image_id')
      .notNull()
      .unique()
      .references(() => generatedImages.id, { onDelete: 'cascade' }),
    category: text('category').$type<InspirationCategory>().notNull(),
    tool: text('tool').$type<InspirationTool>().notNull(),
    recipe: jsonb('recipe').$type<InspirationRecipe>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspirations_created_idx').on(table.createdAt.desc(), table.id), index('inspirations_user_idx').on(table.userId)],
);
export type InspirationRow = typeof inspirations.$inferSelect;
