import { DEFAULT_COMMUNITY_URL } from '@vitrina/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../common/api';

/**
 * Run-time configuration of the web app, from the server's public `GET /api/config` (one build
 * serves every deployment). Until it answers, and if it cannot, the Community link uses the
 * server's own default, so the entry is always there.
 */
export function useCommunityUrl(): string {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => unwrap(api.GET('/config')),
    staleTime: Infinity,
    retry: false,
  });
  return data?.communityUrl ?? DEFAULT_COMMUNITY_URL;
}
