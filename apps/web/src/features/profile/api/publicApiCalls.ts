import { useQuery } from '@tanstack/react-query';
import type { ApiKeyInfo, ApiUsageDay } from '@vitrina/contracts';
import { api } from '../../../common/api';

/** Query keys of the API section; regenerating the key invalidates them all. */
export const publicApiKeys = { all: ['public-api'] as const, key: ['public-api', 'key'] as const, usage: ['public-api', 'usage'] as const };

export const publicApiCalls = {
  keyInfo: () => api.get<{ data: ApiKeyInfo }>('/profile/token').then((answer) => answer.data),
  usage: () => api.get<{ data: ApiUsageDay[] }>('/profile/token/usage').then((answer) => answer.data),
};

export const useApiKeyInfo = () => useQuery({ queryKey: publicApiKeys.key, queryFn: publicApiCalls.keyInfo });
export const useApiUsage = () => useQuery({ queryKey: publicApiKeys.usage, queryFn: publicApiCalls.usage });
