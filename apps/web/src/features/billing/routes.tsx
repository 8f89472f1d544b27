import { navHandle } from '../../common/routing/navItems';
import type { FeatureRoutes } from '../../common/routing/featureRoutes';
import { PLANS_SEGMENT } from './billingPaths';

/**
 * Plans (spec §2: /:lang/subscriptions, the menu's "Plans") with its child thank-you, and
 * Vitrina's own test-mode checkout page under it.
 */
export const billingRoutes: FeatureRoutes = {
  protected: [
    {
      path: PLANS_SEGMENT,
      handle: navHandle('plans'),
      lazy: async () => ({ Component: (await import('./pages/SubscriptionsPage')).SubscriptionsPage }),
      children: [{ path: 'thank-you', lazy: async () => ({ Component: (await import('./pages/ThankYouPage')).ThankYouPage }) }],
    },
    { path: `${PLANS_SEGMENT}/checkout/:sessionId`, lazy: async () => ({ Component: (await import('./pages/TestCheckoutPage')).TestCheckoutPage }) },
  ],
};
