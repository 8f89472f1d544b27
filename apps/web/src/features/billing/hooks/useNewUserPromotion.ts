import { useQuery } from '@tanstack/react-query';
import { billingApi, billingKeys } from '../api/billingApi';

/** The caller's personal 30% code while it is valid (24 hours after registration), else null. */
export function useNewUserPromotion(enabled = true) {
  return useQuery({ queryKey: billingKeys.newUserPromotion, queryFn: billingApi.newUserPromotion, enabled, staleTime: 60_000 });
}
