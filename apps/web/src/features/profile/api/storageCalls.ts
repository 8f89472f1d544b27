import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../common/api';

export const storageKey = ['storage'] as const;

/** GET /api/storage: bytes used and the plan's quota. */
export const useStorageUsage = () => useQuery({ queryKey: storageKey, queryFn: () => unwrap(api.GET('/storage')).then((answer) => answer.data) });
