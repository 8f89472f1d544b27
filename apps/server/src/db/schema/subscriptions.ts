import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's current subscription. No row means the free plan (registration grant only). */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  termMonths: integer('term_months').notNull(),
  activeUntil: timestamp('active_until', { withTimezone: true }).notNull(),
  autoRenew: boolean('auto_renew').notNull().default(true),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  provider: text('provider').$type<'stripe' | 'test'>().notNull().default('test'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerCustomerId: text('provider_customer_id'),
  creditsPerMonth: integer('credits_per_month').notNull().default(0),
  /** The payment that bought the current term; monthly grants and expiries are keyed by it. */
  termPaymentId: uuid('term_payment_id'),
  termStartedAt: timestamp('term_started_at', { withTimezone: true }),
  /** Monthly grants of the current term already written (the scheduler's progress). */
  cyclesGranted: integer('cycles_granted').notNull().default(0),
  /** The term ended and its last month's unused credits expired. */
  termClosed: boolean('term_closed').notNull().default(false),
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
