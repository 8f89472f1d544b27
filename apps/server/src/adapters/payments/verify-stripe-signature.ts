import Stripe from 'stripe';
import type { VerifiedEvent } from './payment-provider';

/** Stripe's signature scheme (used by both providers); null for a bad, stale or missing signature. */
export function verifyStripeSignature(rawBody: Buffer, signature: string | undefined, secret: string): VerifiedEvent | null {
  if (!signature) return null;
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as VerifiedEvent;
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') return null;
    return event;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}
