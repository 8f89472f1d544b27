import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

/** Server state cache. Answers that will not change on retry (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && error.isClientError) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
