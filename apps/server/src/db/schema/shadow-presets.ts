import type { ShadowPresetValues } from '@vitrina/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's own shadow preset; the preset fields live in one validated JSON document. */
export const shadowPresets = pgTable('shadow_presets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  settings: jsonb('settings').$type<ShadowPresetValues>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ShadowPresetRow = typeof shadowPresets.$inferSelect;
