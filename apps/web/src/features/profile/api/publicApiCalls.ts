import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../common/api';

/** Query keys of the API section; regenerating the key invalidates them all. */
export const publicApiKeys = { all: ['public-api'] as const, key: ['public-api', 'key'] as const, usage: ['public-api', 'usage'] as const };

export const publicApiCalls = {
  keyInfo: () => unwrap(api.GET('/profile/token')).then((answer) => answer.data),
  usage: () => unwrap(api.GET('/profile/token/usage')).then((answer) => answer.data),
};

export const useApiKeyInfo = () => useQuery({ queryKey: publicApiKeys.key, queryFn: publicApiCalls.keyInfo });
export const useApiUsage = () => useQuery({ queryKey: publicApiKeys.usage, queryFn: publicApiCalls.usage });
