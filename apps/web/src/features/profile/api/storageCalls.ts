import { useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '@vitrina/contracts';
import { api } from '../../../common/api';

export const storageKey = ['storage'] as const;

/** GET /api/storage: bytes used and the plan's quota. */
export const useStorageUsage = () => useQuery({ queryKey: storageKey, queryFn: () => api.get<{ data: StorageUsage }>('/storage').then((answer) => answer.data) });
