import type { PlanTermMonths } from '@vitrina/contracts';
import type { BillingCatalog, CatalogPlan } from './catalog';

export interface TermPrice {
  months: PlanTermMonths;
  /** Monthly list price x months. */
  fullPrice: number;
  termDiscountPercent: number;
  /** After the term discount (what /api/plans shows). */
  price: number;
  pricePerMonth: number;
}

/** The term price of a plan, in minor units, rounded to a whole minor unit. */
export function termPrice(catalog: BillingCatalog, plan: CatalogPlan, months: PlanTermMonths): TermPrice {
  const fullPrice = plan.monthlyPrice * months;
  const termDiscountPercent = catalog.termDiscounts[String(months)] ?? 0;
  const price = applyPercent(fullPrice, termDiscountPercent);
  return { months, fullPrice, termDiscountPercent, price, pricePerMonth: Math.round(price / months) };
}

/** `amount` less `percent` %, rounded half up to a minor unit; never negative. */
export function applyPercent(amount: number, percent: number): number {
  return Math.max(0, Math.round((amount * (100 - percent)) / 100));
}
