import { z } from 'zod';
import { planTermMonthsSchema } from './billing-plans';
import { emailField, phoneField } from './api/fields';
import { textField } from './api/common';
import type { ErrorCode } from './errors/catalogue';

/** Billing contracts (issue 16), part 3: promo codes, the new-user offer, campaigns, enterprise requests. */

/** Why a promo code is refused (400 with one of these codes; each has a catalogue message). */
export const PROMO_REFUSAL_CODES = [
  'promo_not_found',
  'promo_not_started',
  'promo_expired',
  'promo_used_up',
  'promo_already_used',
  'promo_not_for_plan',
  'promo_not_for_term',
] as const satisfies readonly ErrorCode[];
export type PromoRefusalCode = (typeof PROMO_REFUSAL_CODES)[number];

export const promoCheckRequestSchema = z
  .object({
    code: z.string().trim().min(1, { error: 'field_required' }).max(64, { error: 'promo_not_found' }),
    planId: z.string().min(1).max(64),
    months: planTermMonthsSchema,
  })
  .strict();
export type PromoCheckRequest = z.infer<typeof promoCheckRequestSchema>;

export const promoCheckSchema = z
  .object({
    code: z.string().describe('Normalised (upper case)'),
    discountPercent: z.number().int().min(1).max(100),
    amount: z.number().int().nonnegative().describe('What checkout will charge with this code, minor units'),
    fullAmount: z.number().int().nonnegative().describe('The term price without the code'),
    currency: z.string(),
  })
  .meta({ id: 'PromoCheck' });
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/** GET /api/promotions/new-user: `{ data: null }` once expired or used. */
export const newUserPromotionSchema = z
  .object({
    code: z.string(),
    discountPercent: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'NewUserPromotion' });
export type NewUserPromotion = z.infer<typeof newUserPromotionSchema>;

export const CAMPAIGN_KINDS = ['banner', 'notice'] as const;

/** GET /api/campaigns (public): what is running now, texts in the `lang` header's language. */
export const campaignSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CAMPAIGN_KINDS).describe('banner: an offer (Black Friday); notice: the notification banner (price increase)'),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    title: z.string(),
    text: z.string(),
    discountPercent: z.number().int().nullable().describe('Applied automatically at checkout while the campaign runs (the larger of it and a promo code)'),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

/** POST /api/enterprise-requests -> 201. Spec rules for modal fields: not empty, at most 255. */
export const enterpriseRequestInputSchema = z
  .object({
    name: textField(),
    email: emailField,
    company: textField(),
    phone: phoneField.optional(),
    message: textField(),
  })
  .strict();
export type EnterpriseRequestInput = z.infer<typeof enterpriseRequestInputSchema>;

export const enterpriseRequestSchema = z
  .object({ id: z.uuid(), createdAt: z.iso.datetime() })
  .meta({ id: 'EnterpriseRequest' });
