import { api } from '../../../common/api';
import type { Campaign, CheckoutSession, EnterpriseRequestInput, NewUserPromotion, Payment, Plan, PromoCheck, Subscription, TestModeSession } from './billingTypes';

type One<T> = { data: T };

/** The billing calls (issue 16 contract). Prices and amounts always come from the server. */
export const billingApi = {
  plans: () => api.get<{ data: Plan[] }>('/plans').then((answer) => answer.data),
  subscription: () => api.get<One<Subscription>>('/subscription').then((answer) => answer.data),
  checkout: (body: { planId: string; months: number; promoCode?: string }) => api.post<One<CheckoutSession>>('/checkout', body).then((answer) => answer.data),
  checkPromo: (body: { code: string; planId: string; months: number }) => api.post<One<PromoCheck>>('/promo-codes/check', body).then((answer) => answer.data),
  cancelAutoRenewal: () => api.post<One<Subscription>>('/subscription/cancel').then((answer) => answer.data),
  newUserPromotion: () => api.get<One<NewUserPromotion | null>>('/promotions/new-user').then((answer) => answer.data),
  campaigns: () => api.get<{ data: Campaign[] }>('/campaigns').then((answer) => answer.data),
  requestEnterprise: (body: EnterpriseRequestInput) => api.post<unknown>('/enterprise-requests', body),
  testModeSession: (sessionId: string) => api.get<One<TestModeSession>>(`/payments/test-mode/sessions/${encodeURIComponent(sessionId)}`).then((answer) => answer.data),
  payTestMode: (sessionId: string) => api.post<unknown>(`/payments/test-mode/sessions/${encodeURIComponent(sessionId)}/pay`),
  payments: () => api.get<{ data: Payment[]; total: number }>('/payments').then((answer) => answer.data),
};

/** Query keys: the header, the plans page and the profile share the subscription. */
export const billingKeys = {
  /** Plans and campaigns carry texts in the request's language: one cache entry per language. */
  plans: (lang: string) => ['billing', 'plans', lang] as const,
  subscription: ['billing', 'subscription'] as const,
  newUserPromotion: ['billing', 'new-user-promotion'] as const,
  campaigns: (lang: string) => ['billing', 'campaigns', lang] as const,
  payments: ['billing', 'payments'] as const,
  promo: (code: string, planId: string, months: number) => ['billing', 'promo', code, planId, months] as const,
  testModeSession: (sessionId: string) => ['billing', 'test-mode-session', sessionId] as const,
};
