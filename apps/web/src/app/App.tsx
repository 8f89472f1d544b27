import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers/AppProviders';
import type { AppRouter } from './router/router';

export function App({ router, direction }: { router: AppRouter; direction: 'ltr' | 'rtl' }) {
  return (
    <AppProviders direction={direction}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
