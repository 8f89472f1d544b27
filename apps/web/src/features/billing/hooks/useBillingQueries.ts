import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { billingApi, billingKeys } from '../api/billingApi';

/** The public plans (operator data; localised by the request's language). */
export function usePlans() {
  const lang = useLanguage();
  return useQuery({ queryKey: billingKeys.plans(lang), queryFn: billingApi.plans, staleTime: 5 * 60_000 });
}

/** Which provider takes payments: in test mode every payment screen says so. */
export function usePaymentMode() {
  return useQuery({ queryKey: billingKeys.paymentMode, queryFn: billingApi.paymentMode, staleTime: Infinity });
}

/** The caller's subscription and balance: the header, the plans page and the profile read the same cache entry. */
export function useSubscription(options: { pollMs?: number | false } = {}) {
  return useQuery({ queryKey: billingKeys.subscription, queryFn: billingApi.subscription, refetchInterval: options.pollMs ?? false });
}
