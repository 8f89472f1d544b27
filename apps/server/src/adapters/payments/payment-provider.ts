import type { PaymentProviderName } from '@vitrina/contracts';

export interface ProviderCheckoutInput {
  /** Our payments row id: Stripe carries it back as client_reference_id and metadata. */
  paymentId: string;
  userId: string;
  email: string;
  customerId: string | null;
  productName: string;
  currency: string;
  months: number;
  /** The term price before the promo/campaign discount (what renewals charge). */
  termAmount: number;
  /** What this first payment charges; termAmount - amount is a one-off discount. */
  amount: number;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  sessionId: string;
  /** Stripe's hosted page; null for the test provider (Vitrina's own page). */
  url: string | null;
  expiresAt: Date;
}

/** A provider event after its signature was checked: Stripe's event shape (the test provider speaks it too). */
export interface VerifiedEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/**
 * Takes payments. Stripe in production; the test provider (embedded default) keeps sessions in
 * Vitrina and completes them through the same signed webhook path.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout>;
  /** The event when the signature is valid and fresh; null otherwise. */
  verify(rawBody: Buffer, signature: string | undefined): VerifiedEvent | null;
  /** Turns auto-renewal off at the provider (the period already paid stays). */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** The customer portal (card changes, invoices); null when the provider has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}
