import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { billingApi, billingKeys } from '../api/billingApi';

/** Active campaigns (public), in the interface language; re-read hourly so windows open and close in a long session. */
export function useCampaigns() {
  const lang = useLanguage();
  return useQuery({ queryKey: billingKeys.campaigns(lang), queryFn: billingApi.campaigns, staleTime: 60 * 60_000, refetchInterval: 60 * 60_000 });
}
