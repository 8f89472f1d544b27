import type { CheckoutRequest, EnterpriseRequestInput, PromoCheckRequest } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

/** The billing calls (issue 16 contract). Prices and amounts always come from the server. */
export const billingApi = {
  plans: () => unwrap(api.GET('/plans')).then((answer) => answer.data),
  paymentMode: () => unwrap(api.GET('/payments/mode')).then((answer) => answer.data),
  subscription: () => unwrap(api.GET('/subscription')).then((answer) => answer.data),
  checkout: (body: CheckoutRequest) => unwrap(api.POST('/checkout', { body })).then((answer) => answer.data),
  checkPromo: (body: PromoCheckRequest) => unwrap(api.POST('/promo-codes/check', { body })).then((answer) => answer.data),
  cancelAutoRenewal: () => unwrap(api.POST('/subscription/cancel')).then((answer) => answer.data),
  billingPortal: () => unwrap(api.POST('/subscription/portal')).then((answer) => answer.data),
  newUserPromotion: () => unwrap(api.GET('/promotions/new-user')).then((answer) => answer.data),
  campaigns: () => unwrap(api.GET('/campaigns')).then((answer) => answer.data),
  requestEnterprise: (body: EnterpriseRequestInput) => unwrap(api.POST('/enterprise-requests', { body })),
  testModeSession: (sessionId: string) => unwrap(api.GET('/payments/test-mode/sessions/{sessionId}', { params: { path: { sessionId } } })).then((answer) => answer.data),
  payTestMode: (sessionId: string) => unwrap(api.POST('/payments/test-mode/sessions/{sessionId}/pay', { params: { path: { sessionId } } })),
  payments: () => unwrap(api.GET('/payments')).then((answer) => answer.data),
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
