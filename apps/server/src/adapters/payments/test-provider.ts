import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentProvider, ProviderCheckout, ProviderCheckoutInput, VerifiedEvent } from './payment-provider';
import { verifyStripeSignature } from './verify-stripe-signature';

const SESSION_MINUTES = 60;

/**
 * Test mode: sessions live in Vitrina's payments table and its own checkout page pays them. The
 * "paid" event is a Stripe-shaped event signed with a local secret and delivered through the same
 * webhook handler as Stripe's, so both modes share one fulfilment path.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  private readonly secret = `whsec_${randomBytes(24).toString('base64url')}`;

  constructor(private readonly now: () => Date = () => new Date()) {}

  createCheckout(_input: ProviderCheckoutInput): Promise<ProviderCheckout> {
    return Promise.resolve({
      sessionId: `cs_test_${randomBytes(18).toString('base64url')}`,
      url: null,
      expiresAt: new Date(this.now().getTime() + SESSION_MINUTES * 60_000),
    });
  }

  verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent | null {
    return verifyStripeSignature(rawBody, signature, this.secret);
  }

  /** The body and signature header of an event as the provider would deliver it. */
  signEvent(type: string, object: Record<string, unknown>, createdAt: Date): { body: Buffer; signature: string } {
    const payload = JSON.stringify({ id: `evt_test_${randomBytes(18).toString('base64url')}`, object: 'event', type, created: Math.floor(createdAt.getTime() / 1000), data: { object } });
    return { body: Buffer.from(payload), signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret }) };
  }

  cancelAtPeriodEnd(): Promise<void> {
    return Promise.resolve();
  }

  portalUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }
}
