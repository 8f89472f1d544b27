import type { Mailer } from '../../adapters/mail';
import { createPaymentProvider, type PaymentProvider } from '../../adapters/payments';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { CreditsRepository } from '../../repositories/credits.repository';
import { PaymentsRepository } from '../../repositories/payments.repository';
import type { SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import type { Clock } from '../accounts/request-context';
import type { JobLog } from '../jobs/job-runner';
import { DEFAULT_CATALOG_FILE, loadCatalog } from './catalog';
import { CheckoutService } from './checkout.service';
import { CreditScheduler } from './credit-scheduler';
import { CreditTerms } from './credit-terms';
import { EnterpriseRequestsService } from './enterprise.service';
import { OffersService } from './offers.service';
import { PaymentEventsService } from './payment-events.service';
import { PlansService } from './plans.service';
import { SubscriptionActionsService } from './subscription-actions.service';
import { TransferImport } from './transfer-import';

export interface BillingServices {
  /** Billing's clock (tests move it). */
  now: Clock;
  provider: PaymentProvider;
  plans: PlansService;
  offers: OffersService;
  checkout: CheckoutService;
  events: PaymentEventsService;
  subscriptions: SubscriptionActionsService;
  enterprise: EnterpriseRequestsService;
  scheduler: CreditScheduler;
  payments: PaymentsRepository;
  transferImport: TransferImport;
}

export interface BillingSetup {
  config: AppConfig;
  db: Database;
  users: UsersRepository;
  subscriptions: SubscriptionsRepository;
  credits: CreditsRepository;
  mailer: Mailer;
  now: Clock;
  log: JobLog;
  /** Tests pass a provider speaking to their local Stripe server or their own catalogue. */
  provider?: PaymentProvider;
}

/** Plans, offers, checkout, provider events and the monthly credits scheduler (issue 16). */
export function createBillingServices(setup: BillingSetup): BillingServices {
  const { config, db, now, log } = setup;
  const catalog = loadCatalog(config.BILLING_CATALOG_FILE ?? DEFAULT_CATALOG_FILE);
  const provider = setup.provider ?? createPaymentProvider(config, now);
  const payments = new PaymentsRepository(db);
  const terms = new CreditTerms(setup.credits, setup.subscriptions);
  const plans = new PlansService(db, catalog, setup.users, setup.subscriptions, setup.credits, now, provider.name === 'stripe');
  const offers = new OffersService(catalog, payments);
  return {
    now,
    provider,
    plans,
    offers,
    payments,
    checkout: new CheckoutService(db, provider, plans, offers, setup.users, payments, setup.subscriptions, setup.credits, now, config.PUBLIC_URL),
    events: new PaymentEventsService(db, provider, plans, payments, setup.subscriptions, setup.credits, terms, now, log, holdForKillTest(config, log)),
    subscriptions: new SubscriptionActionsService(provider, plans, setup.subscriptions, now, config.PUBLIC_URL),
    enterprise: new EnterpriseRequestsService(db, setup.mailer, config.SALES_EMAIL),
    transferImport: new TransferImport(db, catalog, setup.credits, setup.subscriptions),
    scheduler: new CreditScheduler(db, setup.subscriptions, setup.credits, terms, now, log),
  };
}

/** TEST_HOLD_PAYMENT_EVENT_MS (NODE_ENV=test only): the pause a kill test crashes the server in. */
function holdForKillTest(config: AppConfig, log: JobLog): (() => Promise<void>) | undefined {
  const holdMs = config.NODE_ENV === 'test' ? config.TEST_HOLD_PAYMENT_EVENT_MS : 0;
  if (holdMs === 0) return undefined;
  return async () => {
    log.warn({ holdMs }, 'payment event held before commit (test)');
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  };
}
