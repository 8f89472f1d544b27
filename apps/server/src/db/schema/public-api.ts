import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

/** Jobs started through /api/v1: the usage chart's credits and the webhook each may have (migration 0011). */
export const apiJobs = pgTable(
  'api_jobs',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webhookUrl: text('webhook_url'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookNextAt: timestamp('webhook_next_at', { withTimezone: true }).notNull().defaultNow(),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    webhookLastStatus: integer('webhook_last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_jobs_user_created_idx').on(table.userId, table.createdAt)],
);
export type ApiJobRow = typeof apiJobs.$inferSelect;

/** What an idempotent request answered, to replay: JSON bodies as they were, images by job output. */
export interface StoredApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body?: unknown;
  image?: { jobId: string; index: number };
}

export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull().default('pending'),
    response: jsonb('response').$type<StoredApiResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
export type ApiIdempotencyRow = typeof apiIdempotencyKeys.$inferSelect;

/** Calls per user and UTC day (migration 0012). */
export const apiUsageDaily = pgTable(
  'api_usage_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
