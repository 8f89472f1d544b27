import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export const toolsQueryKey = ['tools'] as const;

/**
 * Whether a tool can run on this server and on which engine (GET /api/tools). Diffusion-only
 * tools are unavailable until the operator configures an engine; the pages then explain that.
 * `cost`: credits one run takes with default parameters (null when unknown or parameter-bound).
 */
export function useToolAvailability(tool: string) {
  const query = useQuery({
    queryKey: toolsQueryKey,
    queryFn: () => unwrap(api.GET('/tools')).then((answer) => answer.data),
    staleTime: 30_000,
  });
  const info = query.data?.find((entry) => entry.name === tool);
  return { isPending: query.isPending, isError: query.isError, available: info?.available ?? false, engine: info?.engine ?? null, cost: info?.cost ?? null };
}
