import { useQuery } from '@tanstack/react-query';
import { authApi } from './authApi';

/** Which sign-in methods and which captcha this installation offers (GET /api/auth/providers). */
export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: authApi.providers, staleTime: 5 * 60_000 });
}
