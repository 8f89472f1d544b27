import type { ShareEntityType } from '@vitrina/contracts';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Public links: the token itself is the key; revoking deletes the row. */
export const shares = pgTable('shares', {
  token: text('token').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  entityType: text('entity_type').$type<ShareEntityType>().notNull(),
  entityId: uuid('entity_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ShareRow = typeof shares.$inferSelect;
