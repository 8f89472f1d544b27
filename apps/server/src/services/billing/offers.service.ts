import type { Campaign, Language, NewUserPromotion, PromoRefusalCode } from '@vitrina/contracts';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PaymentsRepository } from '../../repositories/payments.repository';
import type { BillingCatalog, CatalogCampaign } from './catalog';
import { yearlyWindow } from './calendar';

const HOUR = 60 * 60 * 1000;
const refuse = (code: PromoRefusalCode) => new AppError(code, 400);

/** A promo code that may be used for this purchase. */
export interface AcceptedPromo {
  code: string;
  percentOff: number;
}

/**
 * Offers: the operator's promo codes, the personal new-user code (30% for 24 hours after
 * registration, once) and campaigns (Black Friday every year, the price-increase notice).
 */
export class OffersService {
  constructor(
    private readonly catalog: BillingCatalog,
    private readonly payments: PaymentsRepository,
  ) {}

  /** The user's personal code: derived from the account id, valid only for that account. */
  newUserCode(userId: string): string {
    return `NEW${this.catalog.newUserPromo.percentOff}-${userId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
  }

  async newUserPromotion(user: UserRow, now: Date): Promise<NewUserPromotion | null> {
    const expiresAt = new Date(user.createdAt.getTime() + this.catalog.newUserPromo.hours * HOUR);
    if (now.getTime() >= expiresAt.getTime()) return null;
    const code = this.newUserCode(user.id);
    if ((await this.payments.promoUses(code, now, user.id)) > 0) return null;
    return { code, discountPercent: this.catalog.newUserPromo.percentOff, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Whether `rawCode` applies to this purchase, or 400 naming why not. Counts paid payments and
   * open sessions, so call inside the checkout transaction after `lockCode` for the limits to hold.
   */
  async evaluate(user: UserRow, rawCode: string, planId: string, months: number, now: Date, db?: Database): Promise<AcceptedPromo> {
    const code = rawCode.trim().toUpperCase();
    if (code === this.newUserCode(user.id)) {
      const expiresAt = user.createdAt.getTime() + this.catalog.newUserPromo.hours * HOUR;
      if (now.getTime() >= expiresAt) throw refuse('promo_expired');
      if ((await this.payments.promoUses(code, now, user.id, db)) > 0) throw refuse('promo_already_used');
      return { code, percentOff: this.catalog.newUserPromo.percentOff };
    }
    const promo = this.catalog.promoCodes.find((candidate) => candidate.code === code);
    if (!promo) throw refuse('promo_not_found');
    if (now.getTime() < Date.parse(promo.startsAt)) throw refuse('promo_not_started');
    if (now.getTime() >= Date.parse(promo.endsAt)) throw refuse('promo_expired');
    if (promo.planIds && !promo.planIds.includes(planId)) throw refuse('promo_not_for_plan');
    if (promo.termMonths && !promo.termMonths.some((term) => term === months)) throw refuse('promo_not_for_term');
    if ((await this.payments.promoUses(code, now, user.id, db)) >= promo.maxUsesPerUser) throw refuse('promo_already_used');
    if (promo.maxUses !== undefined && (await this.payments.promoUses(code, now, null, db)) >= promo.maxUses) throw refuse('promo_used_up');
    return { code, percentOff: promo.percentOff };
  }

  /** Campaigns running at `now`, texts in `language`. */
  campaigns(now: Date, language: Language): Campaign[] {
    return this.catalog.campaigns.flatMap((campaign) => {
      const window = windowOf(campaign, now);
      if (now.getTime() < window.startsAt.getTime() || now.getTime() >= window.endsAt.getTime()) return [];
      return [
        {
          id: campaign.id,
          kind: campaign.kind,
          startsAt: window.startsAt.toISOString(),
          endsAt: window.endsAt.toISOString(),
          title: campaign.title[language],
          text: campaign.text[language],
          discountPercent: campaign.discountPercent,
        },
      ];
    });
  }

  /** The largest discount of the campaigns running now (applied at checkout without a code). */
  campaignDiscount(now: Date): number {
    return Math.max(0, ...this.campaigns(now, 'en').map((campaign) => campaign.discountPercent ?? 0));
  }
}

function windowOf(campaign: CatalogCampaign, now: Date): { startsAt: Date; endsAt: Date } {
  if (campaign.window) return { startsAt: new Date(campaign.window.startsAt), endsAt: new Date(campaign.window.endsAt) };
  if (!campaign.yearly) throw new Error(`campaign ${campaign.id} has no window`);
  return yearlyWindow(campaign.yearly.start, campaign.yearly.end, now);
}
