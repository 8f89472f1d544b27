import type { FeatureRoutes } from '../../common/routing/featureRoutes';

/** Sign-in pages (spec §2), each loaded on first visit. */
export const authRoutes: FeatureRoutes = {
  guest: [
    { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }) },
    { path: 'registration', lazy: async () => ({ Component: (await import('./pages/RegistrationPage')).RegistrationPage }) },
    { path: 'forget-password', lazy: async () => ({ Component: (await import('./pages/ForgetPasswordPage')).ForgetPasswordPage }) },
  ],
  authPublic: [
    { path: 'google', lazy: async () => ({ Component: (await import('./pages/GoogleCallbackPage')).GoogleCallbackPage }) },
    { path: 'telegram', lazy: async () => ({ Component: (await import('./pages/TelegramCallbackPage')).TelegramCallbackPage }) },
  ],
};
