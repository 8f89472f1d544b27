import type { ImageFormat, UploadPurpose } from '@vitrina/contracts';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Why an image was stored: the upload purposes of POST /api/images, plus engine outputs. */
export type ImagePurpose = UploadPurpose | 'output';

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** NULL for system images, which everyone may read. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    format: text('format').$type<ImageFormat>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    purpose: text('purpose').$type<ImagePurpose>().notNull(),
    sourceImageId: uuid('source_image_id').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_user_idx').on(table.userId, table.createdAt), index('images_storage_key_idx').on(table.storageKey)],
);
export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;
