import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const PAYMENT_ROW_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'expired'] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

/** A checkout session (test mode or Stripe) and what became of it; renewals are rows too. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** NULL once the account is deleted: payments are kept, anonymised, for accounting (migration 0019). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<'stripe' | 'test'>().notNull(),
    sessionId: text('session_id').notNull(),
    invoiceId: text('invoice_id'),
    kind: text('kind').$type<'purchase' | 'renewal'>().notNull(),
    planId: text('plan_id').notNull(),
    termMonths: integer('term_months').notNull(),
    amount: integer('amount').notNull(),
    fullAmount: integer('full_amount').notNull(),
    currency: text('currency').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    promoCode: text('promo_code'),
    status: text('status').$type<PaymentRowStatus>().notNull(),
    receiptUrl: text('receipt_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_session_key').on(table.provider, table.sessionId),
    uniqueIndex('payments_invoice_key').on(table.provider, table.invoiceId).where(sql`invoice_id IS NOT NULL`),
    index('payments_user_idx').on(table.userId, table.createdAt),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const enterpriseRequests = pgTable('enterprise_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type EnterpriseRequestRow = typeof enterpriseRequests.$inferSelect;
