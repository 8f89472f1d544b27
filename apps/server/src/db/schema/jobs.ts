import type { JobDownload, JobOutput, JobStatus } from '@vitrina/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { images } from './images';
import { users } from './users';

/** Every tool run. The source of truth for the queue in both modes (see migration 0004). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** NULL for tools that start from a prompt only (text-to-image). */
    inputImageId: uuid('input_image_id').references(() => images.id),
    cost: integer('cost').notNull().default(0),
    outputs: jsonb('outputs').$type<StoredJobOutput[]>().notNull().default(sql`'[]'::jsonb`),
    errorCode: text('error_code'),
    engine: text('engine'),
    attempt: integer('attempt').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** W3C trace context of the submitting request (migration 0018); null when tracing is off. */
    traceContext: jsonb('trace_context').$type<Record<string, string>>(),
    /** A file result instead of gallery images (the account export's zip, migration 0019). */
    download: jsonb('download').$type<JobDownload>(),
  },
  (table) => [
    uniqueIndex('jobs_one_active_per_image')
      .on(table.userId, table.inputImageId)
      .where(sql`${table.status} IN ('queued', 'running')`),
    index('jobs_user_created_idx').on(table.userId, table.createdAt, table.id),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/** What the success transition records per output: the public DTO plus the gallery row. */
export interface StoredJobOutput extends JobOutput {
  /** Set by the success transition; outputs listed while the job runs have none yet. */
  generatedImageId?: string;
}
