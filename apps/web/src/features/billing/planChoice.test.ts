import { describe, expect, it } from 'vitest';
import type { Plan, PlanTermMonths } from '@vitrina/contracts';
import { bestDiscount, parseTerm, termOf } from './planChoice';

const plan = (id: string, discounts: Record<number, number>): Plan => ({
  id,
  name: id,
  description: '',
  credits: 100,
  currency: 'usd',
  popular: false,
  features: [],
  terms: Object.entries(discounts).map(([months, discountPercent]) => ({
    months: Number(months) as PlanTermMonths,
    price: 1000 * Number(months),
    pricePerMonth: 1000,
    fullPrice: 1000 * Number(months),
    currency: 'usd',
    discountPercent,
    credits: 100,
  })),
});

describe('plan choice', () => {
  it('reads the term from the address, defaulting to 12 months for anything else', () => {
    expect(parseTerm('3')).toBe(3);
    expect(parseTerm('2')).toBe(12);
    expect(parseTerm(null)).toBe(12);
  });

  it('finds a term and the best discount of a term across plans', () => {
    const plans = [plan('basic', { 1: 0, 3: 10, 12: 30 }), plan('pro', { 1: 0, 3: 15, 12: 40 })];
    expect(termOf(plans[0], 3)?.discountPercent).toBe(10);
    expect(termOf(plans[0], 6)).toBeUndefined();
    expect(bestDiscount(plans, 12)).toBe(40);
    expect(bestDiscount(plans, 6)).toBe(0);
  });
});
