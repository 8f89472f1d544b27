import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** The terms and the privacy policy (issue 26): public, so a visitor can read them before registering. */
export const privacyRoutes: FeatureRoutes = {
  public: [
    { path: 'terms', lazy: async () => ({ Component: (await import('./pages/TermsPage')).TermsPage }) },
    { path: 'privacy', lazy: async () => ({ Component: (await import('./pages/PrivacyPolicyPage')).PrivacyPolicyPage }) },
  ],
};
