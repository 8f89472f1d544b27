import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const SESSION_METHODS = ['password', 'registration', 'google', 'telegram', 'transfer', 'restore'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** A refresh-token family (see migration 0002). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<SessionMethod>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);
export type AuthSessionRow = typeof authSessions.$inferSelect;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    rotatedAt: timestamptz('rotated_at'),
    /** Fresh pairs given for this token after its rotation, within the grace window. */
    graceUses: integer('grace_uses').notNull().default(0),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const CODE_PURPOSES = ['registration', 'password_restore', 'account_deletion'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.email] }), index('one_time_codes_expiry_idx').on(table.expiresAt)],
);
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (table) => [index('throttle_events_key_idx').on(table.key, table.occurredAt), index('throttle_events_age_idx').on(table.occurredAt)],
);

export const spentNonces = pgTable(
  'spent_nonces',
  {
    scope: text('scope').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.nonce] }), index('spent_nonces_expiry_idx').on(table.expiresAt)],
);

export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('oauth_states_expiry_idx').on(table.expiresAt)],
);

export const PENDING_PROVIDERS = ['google', 'telegram'] as const;
export type PendingProvider = (typeof PENDING_PROVIDERS)[number];

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PendingProvider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('pending_registrations_expiry_idx').on(table.expiresAt)],
);
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
