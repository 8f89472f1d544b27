import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { BootFallback } from './layout/RootLayout';
import { AppProviders } from './providers/AppProviders';
import type { AppRouter } from './router/router';

export function App({ router, direction }: { router: AppRouter; direction: 'ltr' | 'rtl' }) {
  return (
    <AppProviders direction={direction}>
      {/* Last resort for texts still loading outside a page (the layouts have their own boundaries). */}
      <Suspense fallback={<BootFallback />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
