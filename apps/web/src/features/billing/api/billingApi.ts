import type {
  BillingPortal,
  Campaign,
  CheckoutRequest,
  CheckoutSession,
  EnterpriseRequestInput,
  NewUserPromotion,
  Payment,
  PaymentMode,
  Plan,
  PromoCheck,
  PromoCheckRequest,
  Subscription,
  TestModeSession,
} from '@vitrina/contracts';
import { api } from '../../../common/api';

type One<T> = { data: T };
type List<T> = { data: T[]; total: number };

/** The billing calls (issue 16 contract). Prices and amounts always come from the server. */
export const billingApi = {
  plans: () => api.get<List<Plan>>('/plans').then((answer) => answer.data),
  paymentMode: () => api.get<One<PaymentMode>>('/payments/mode').then((answer) => answer.data),
  subscription: () => api.get<One<Subscription>>('/subscription').then((answer) => answer.data),
  checkout: (body: CheckoutRequest) => api.post<One<CheckoutSession>>('/checkout', body).then((answer) => answer.data),
  checkPromo: (body: PromoCheckRequest) => api.post<One<PromoCheck>>('/promo-codes/check', body).then((answer) => answer.data),
  cancelAutoRenewal: () => api.post<One<Subscription>>('/subscription/cancel').then((answer) => answer.data),
  billingPortal: () => api.post<One<BillingPortal>>('/subscription/portal').then((answer) => answer.data),
  newUserPromotion: () => api.get<One<NewUserPromotion | null>>('/promotions/new-user').then((answer) => answer.data),
  campaigns: () => api.get<List<Campaign>>('/campaigns').then((answer) => answer.data),
  requestEnterprise: (body: EnterpriseRequestInput) => api.post<unknown>('/enterprise-requests', body),
  testModeSession: (sessionId: string) => api.get<One<TestModeSession>>(`/payments/test-mode/sessions/${encodeURIComponent(sessionId)}`).then((answer) => answer.data),
  payTestMode: (sessionId: string) => api.post<unknown>(`/payments/test-mode/sessions/${encodeURIComponent(sessionId)}/pay`),
  payments: () => api.get<List<Payment>>('/payments').then((answer) => answer.data),
};

/** Query keys: the header, the plans page and the profile share the subscription. */
export const billingKeys = {
  /** Plans, campaigns and plan names carry texts in the request's language: one cache entry per language. */
  plans: (lang: string) => ['billing', 'plans', lang] as const,
  paymentMode: ['billing', 'payment-mode'] as const,
  subscription: ['billing', 'subscription'] as const,
  newUserPromotion: ['billing', 'new-user-promotion'] as const,
  campaigns: (lang: string) => ['billing', 'campaigns', lang] as const,
  payments: ['billing', 'payments'] as const,
  promo: (code: string, planId: string, months: number) => ['billing', 'promo', code, planId, months] as const,
  testModeSession: (sessionId: string) => ['billing', 'test-mode-session', sessionId] as const,
};
