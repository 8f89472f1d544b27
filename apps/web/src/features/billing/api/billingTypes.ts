/**
 * PROVISIONAL: the shapes of the billing API as issue 16's contract lists them, until the zod
 * contracts land in packages/contracts (then this file only re-exports them).
 */
export type SubscriptionStatus = 'trial' | 'active' | 'expired' | 'cancelled' | 'none';

export interface PlanTerm {
  months: number;
  /** Total for the term, minor units. */
  price: number;
  currency: string;
  discountPercent: number;
}

export interface Plan {
  id: string;
  name: string;
  description?: string;
  credits: number;
  features: string[];
  terms: PlanTerm[];
  enterprise?: boolean;
}

export interface Subscription {
  status: SubscriptionStatus;
  planId: string | null;
  months: number | null;
  activeUntil: string | null;
  autoRenew: boolean;
  credits: number;
  trialEndsAt: string | null;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  amount: number;
  currency: string;
  discountPercent: number;
}

export interface PromoCheck {
  discountPercent: number;
  amount: number;
}

export interface NewUserPromotion {
  code: string;
  discountPercent: number;
  expiresAt: string;
}

export interface Campaign {
  id: string;
  kind: 'banner' | 'notice';
  startsAt: string;
  endsAt: string;
  title: string;
  text: string;
  discountPercent?: number | null;
}

export interface TestModeSession {
  id: string;
  planId: string;
  months: number;
  amount: number;
  currency: string;
  discountPercent: number;
  status: 'open' | 'paid' | 'expired';
}

export interface Payment {
  id: string;
  createdAt: string;
  planId: string;
  months: number;
  amount: number;
  currency: string;
  status: string;
  receiptUrl: string | null;
}

export interface EnterpriseRequestInput {
  name: string;
  email: string;
  company: string;
  phone?: string;
  message: string;
}
