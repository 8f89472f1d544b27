import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

/** A prepared account export (issue 26): one zip in storage, its owner's until expires_at. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_exports_user_idx').on(table.userId, table.createdAt), index('account_exports_expiry_idx').on(table.expiresAt)],
);
export type AccountExportRow = typeof accountExports.$inferSelect;

/** Stored files to remove once no row uses them (written with the row deletions, emptied file by file). */
export const storageDeletions = pgTable('storage_deletions', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
