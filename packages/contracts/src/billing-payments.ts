import { z } from 'zod';
import { planTermMonthsSchema } from './billing-plans';

/** Billing contracts (issue 16), part 2: checkout, payment providers, test-mode sessions, history. */

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** GET /api/payments/mode (public): which provider takes payments; `test` is marked on every screen. */
export const paymentModeSchema = z
  .object({ provider: paymentProviderSchema, testMode: z.boolean() })
  .meta({ id: 'PaymentMode' });
export type PaymentMode = z.infer<typeof paymentModeSchema>;

const promoCodeField = z.string().trim().min(1, { error: 'field_required' }).max(64, { error: 'promo_not_found' });

/** POST /api/checkout. Only what is bought: the amount is never taken from the client. */
export const checkoutRequestSchema = z
  .object({
    planId: z.string().min(1).max(64),
    months: planTermMonthsSchema,
    promoCode: promoCodeField.optional(),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutSessionSchema = z
  .object({
    sessionId: z.string(),
    url: z.string().describe('Where the browser goes to pay: Stripe Checkout, or /{lang}/subscriptions/checkout/{sessionId} in test mode'),
    amount: z.number().int().nonnegative().describe('Total charged, minor units'),
    currency: z.string(),
    discountPercent: z.number().int().min(0).max(100).describe('Promo or campaign discount applied on top of the term price'),
    testMode: z.boolean(),
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const TEST_SESSION_STATUSES = ['open', 'paid', 'expired'] as const;

/** GET /api/payments/test-mode/sessions/:sessionId (owner only; 404 when Stripe is configured). */
export const testModeSessionSchema = z
  .object({
    id: z.string(),
    planId: z.string(),
    planName: z.string(),
    months: planTermMonthsSchema,
    amount: z.number().int().nonnegative(),
    fullAmount: z.number().int().nonnegative().describe('Term price before the promo/campaign discount'),
    currency: z.string(),
    discountPercent: z.number().int().min(0).max(100),
    promoCode: z.string().nullable(),
    status: z.enum(TEST_SESSION_STATUSES),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'TestModeSession' });
export type TestModeSession = z.infer<typeof testModeSessionSchema>;

export const sessionIdParamSchema = z.object({ sessionId: z.string().min(1).max(255) });

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/payments: the caller's payment history, newest first. */
export const paymentSchema = z
  .object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    planId: z.string(),
    planName: z.string(),
    months: planTermMonthsSchema,
    amount: z.number().int().nonnegative().describe('Minor units'),
    currency: z.string(),
    status: paymentStatusSchema,
    provider: paymentProviderSchema,
    kind: z.enum(['purchase', 'renewal']),
    receiptUrl: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
