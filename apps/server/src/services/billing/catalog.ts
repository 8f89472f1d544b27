import { readFileSync } from 'node:fs';
import { LANGUAGES, PLAN_FEATURES, PLAN_TERMS_MONTHS } from '@vitrina/contracts';
import { z } from 'zod';

/**
 * The operator's billing data: plans (monthly list price, credits, features, limits), the term
 * discounts, the free and trial tiers, promo codes and campaigns. It lives in catalog.json beside
 * this file (or BILLING_CATALOG_FILE) so prices and offers change without touching code.
 */
const localized = z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(1)])) as Record<(typeof LANGUAGES)[number], z.ZodString>);
const features = z.array(z.enum(PLAN_FEATURES));
const limits = z.object({
  rateLimitPerMinute: z.number().int().positive(),
  concurrency: z.number().int().positive(),
  storageQuotaBytes: z.number().int().positive(),
});
const isoInstant = z.iso.datetime({ offset: true });
/** "MM-DDTHH:mm:ss±hh:mm": the same moment every year. */
const yearlyInstant = z.string().regex(/^\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);

const planSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  monthlyPrice: z.number().int().positive(),
  credits: z.number().int().positive(),
  popular: z.boolean().default(false),
  name: localized,
  description: localized,
  features,
  limits,
});

const promoCodeSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{3,64}$/),
  percentOff: z.number().int().min(1).max(100),
  startsAt: isoInstant,
  endsAt: isoInstant,
  planIds: z.array(z.string()).optional(),
  termMonths: z.array(z.union(PLAN_TERMS_MONTHS.map((months) => z.literal(months)))).optional(),
  /** Uses by everyone together; absent: unlimited. */
  maxUses: z.number().int().positive().optional(),
  maxUsesPerUser: z.number().int().positive().default(1),
});

const campaignSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(['banner', 'notice']),
    window: z.object({ startsAt: isoInstant, endsAt: isoInstant }).optional(),
    yearly: z.object({ start: yearlyInstant, end: yearlyInstant }).optional(),
    discountPercent: z.number().int().min(1).max(100).nullable().default(null),
    title: localized,
    text: localized,
  })
  .refine((campaign) => (campaign.window === undefined) !== (campaign.yearly === undefined), { message: 'a campaign has either window or yearly' });

export const catalogSchema = z.object({
  currency: z.string().regex(/^[a-z]{3}$/),
  termDiscounts: z.object(Object.fromEntries(PLAN_TERMS_MONTHS.map((months) => [String(months), z.number().int().min(0).max(90)])) as Record<string, z.ZodNumber>),
  free: z.object({ features, limits }),
  // The trial length is the spec constant TRIAL_DAYS (registration sets users.trial_ends_at).
  trial: z.object({ features, limits }),
  plans: z.array(planSchema).min(1),
  newUserPromo: z.object({ percentOff: z.number().int().min(1).max(100), hours: z.number().positive() }),
  promoCodes: z.array(promoCodeSchema).default([]),
  campaigns: z.array(campaignSchema).default([]),
});
export type BillingCatalog = z.infer<typeof catalogSchema>;
export type CatalogPlan = BillingCatalog['plans'][number];
export type CatalogCampaign = BillingCatalog['campaigns'][number];

export const DEFAULT_CATALOG_FILE = new URL('./catalog.json', import.meta.url);

/** Reads and validates the catalogue; a bad file stops start-up with the path of the problem. */
export function loadCatalog(file: string | URL = DEFAULT_CATALOG_FILE): BillingCatalog {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = catalogSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid billing catalogue ${String(file)}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
