import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

export type { PaymentProvider, VerifiedEvent } from './payment-provider';

/** Stripe when STRIPE_SECRET_KEY is set (config requires its webhook secret with it), else test mode. */
export function createPaymentProvider(
  config: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_URL?: string },
  now: () => Date = () => new Date(),
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL });
  }
  return new TestPaymentProvider(now);
}
