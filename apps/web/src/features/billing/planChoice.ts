import { PLAN_TERMS_MONTHS, type PlanTermMonths } from '@vitrina/contracts';
import type { Plan, PlanTerm } from '@vitrina/contracts';

/** The term shown first: 12 months, where the saving is largest (spec §1). */
export const DEFAULT_TERM: PlanTermMonths = 12;

export function parseTerm(value: string | null): PlanTermMonths {
  const months = Number(value);
  return (PLAN_TERMS_MONTHS as readonly number[]).includes(months) ? (months as PlanTermMonths) : DEFAULT_TERM;
}

export function termOf(plan: Plan, months: number): PlanTerm | undefined {
  return plan.terms.find((term) => term.months === months);
}

/** The largest discount any plan gives for a term: the switcher's "−40%". */
export function bestDiscount(plans: readonly Plan[], months: number): number {
  return Math.max(0, ...plans.map((plan) => termOf(plan, months)?.discountPercent ?? 0));
}

/** Plans sold for money: the switcher and the cards show only these. */
export function purchasablePlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.terms.length > 0);
}
