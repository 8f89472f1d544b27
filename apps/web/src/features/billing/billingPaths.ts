import type { Language } from '@vitrina/contracts';

/** Relative to /:lang (spec §2: /{lang}/subscriptions with its child thank-you). */
export const PLANS_SEGMENT = 'subscriptions';

/** The billing pages' addresses. Query values carry the chosen plan, term and promo code, so a reload or a shared link keeps them. */
export const billingPaths = {
  plans: (lang: Language, choice: { planId?: string; months?: number; promo?: string } = {}) => {
    const query = new URLSearchParams();
    if (choice.planId) query.set('plan', choice.planId);
    if (choice.months) query.set('months', String(choice.months));
    if (choice.promo) query.set('promo', choice.promo);
    const search = query.toString();
    return `/${lang}/${PLANS_SEGMENT}${search ? `?${search}` : ''}`;
  },
  thankYou: (lang: Language, sessionId?: string) => `/${lang}/${PLANS_SEGMENT}/thank-you${sessionId ? `?session=${encodeURIComponent(sessionId)}` : ''}`,
  testCheckout: (lang: Language, sessionId: string) => `/${lang}/${PLANS_SEGMENT}/checkout/${encodeURIComponent(sessionId)}`,
};
