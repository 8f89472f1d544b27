import { BUILTIN_OPERATOR_DOCS_PATH, DEFAULT_COMMUNITY_URL, type PublicConfig } from '@vitrina/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { unwrap } from './apiClient';

/**
 * Run-time configuration of the web app, from the server's public `GET /api/config` (one build
 * serves every deployment). Until it answers, and if it cannot, each link uses the server's own
 * default, so it is always there.
 */
function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => unwrap(api.GET('/config')),
    staleTime: Infinity,
    retry: false,
  });
  return data;
}

/** The header's Community link (COMMUNITY_URL). */
export function useCommunityUrl(): string {
  return usePublicConfig()?.communityUrl ?? DEFAULT_COMMUNITY_URL;
}

/** The operators' setup guide (OPERATOR_DOCS_URL, else the guide the server serves itself). */
export function useOperatorDocsUrl(): string {
  return usePublicConfig()?.operatorDocsUrl ?? BUILTIN_OPERATOR_DOCS_PATH;
}
