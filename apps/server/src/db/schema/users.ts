import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  country: text('country'),
  phone: text('phone'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  jobTitle: text('job_title'),
  language: text('language').notNull().default('en'),
  apiKeyHash: text('api_key_hash'),
  apiKeyPreview: text('api_key_preview'),
  apiKeyCreatedAt: timestamp('api_key_created_at', { withTimezone: true }),
  apiKeyLastUsedAt: timestamp('api_key_last_used_at', { withTimezone: true }),
  /** Signs the public API's webhook events (Standard Webhooks `whsec_…`); replaced with the key. */
  webhookSecret: text('webhook_secret'),
  domains: jsonb('domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  googleSubject: text('google_subject'),
  telegramId: text('telegram_id'),
  /** End of the 14-day trial that registration starts; null for accounts made before billing. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Set when a deletion starts; the privacy sweeper finishes such accounts (migration 0019). */
  deletingAt: timestamp('deleting_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const CREDIT_ENTRY_KINDS = ['grant', 'reserve', 'capture', 'release', 'purchase', 'expire', 'adjust'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    jobId: uuid('job_id'),
    /** Idempotency key of billing entries (payment, month of a term, transfer token); unique when set. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_idx').on(table.userId, table.id)],
);
