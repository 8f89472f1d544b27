import { z } from 'zod';
import { PLAN_TERMS_MONTHS } from './constants';

/**
 * Billing contracts (issue 16), part 1: plans, the caller's subscription and plan features.
 * Amounts are integers in the currency's MINOR units (cents), as Stripe counts them; the web
 * formats them with Intl. Every price is computed by the server from the operator's catalogue.
 */

/** What a plan unlocks. Each tool names the one feature it needs; the web translates the ids. */
export const PLAN_FEATURES = [
  'basic_tools',
  'background_removal',
  'image_editing',
  'upscale',
  'shadow',
  'infographics',
  'inpaint',
  'outpaint',
  'watermark_removal',
  'generation',
  'image_generation',
  'fashion',
  'api',
] as const;
export const planFeatureSchema = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const planTermMonthsSchema = z.union(PLAN_TERMS_MONTHS.map((months) => z.literal(months)));

export const planTermSchema = z
  .object({
    months: planTermMonthsSchema,
    price: z.number().int().nonnegative().describe('Total for the whole term, minor units, term discount applied'),
    pricePerMonth: z.number().int().nonnegative().describe('price / months, rounded to a minor unit'),
    fullPrice: z.number().int().nonnegative().describe('Monthly list price x months (before the term discount)'),
    currency: z.string().describe('ISO 4217, lower case (e.g. "usd")'),
    discountPercent: z.number().int().min(0).max(100).describe('Term discount: grows with the term'),
    credits: z.number().int().nonnegative().describe('Credits given each month of the term'),
  })
  .meta({ id: 'PlanTerm' });
export type PlanTerm = z.infer<typeof planTermSchema>;

export const planSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('In the language of the `lang` header (operator data)'),
    description: z.string().describe('In the language of the `lang` header (operator data)'),
    credits: z.number().int().nonnegative().describe('Credits (images) per month'),
    currency: z.string(),
    features: z.array(planFeatureSchema),
    popular: z.boolean().describe('Marked as recommended on the plans page'),
    terms: z.array(planTermSchema).describe('1, 3, 6 and 12 months'),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired', 'cancelled', 'none'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z
  .object({
    status: subscriptionStatusSchema.describe(
      'trial: the 14 days after registration; active: paid, renews; cancelled: paid, auto-renewal off, usable until activeUntil; expired: the paid period ended (actions answer 403 plan_expired); none: no plan (free features only)',
    ),
    planId: z.string().nullable(),
    planName: z.string().nullable().describe('In the language of the `lang` header'),
    months: planTermMonthsSchema.nullable(),
    activeUntil: z.iso.datetime().nullable(),
    autoRenew: z.boolean(),
    credits: z.number().int().describe('Spendable balance now (what the header shows)'),
    reserved: z.number().int().nonnegative().describe('Credits held by queued or running jobs'),
    trialEndsAt: z.iso.datetime().nullable(),
    features: z.array(planFeatureSchema).describe('What the caller may use now'),
    canManageBilling: z.boolean().describe('True when a Stripe customer portal link is available (POST /api/subscription/portal)'),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/subscription/portal: Stripe's customer portal (card changes, invoices). */
export const billingPortalSchema = z.object({ url: z.string() }).meta({ id: 'BillingPortal' });
export type BillingPortal = z.infer<typeof billingPortalSchema>;

/** A caller's plan limits, read by the public API and hardening (not an HTTP shape of this issue). */
export interface PlanLimits {
  rateLimitPerMinute: number;
  concurrency: number;
  storageQuotaBytes: number;
}
