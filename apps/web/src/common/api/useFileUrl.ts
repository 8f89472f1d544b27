import { useQuery } from '@tanstack/react-query';
import { fileBlob } from './fileBlob';

/**
 * Files (`/api/files/:id`) need the bearer token, which an <img> cannot send: the file is fetched
 * through the API client and shown from an object URL. Cached per address; the object URL lives
 * as long as its cache entry.
 */
export function useFileUrl(url: string | null | undefined, width?: number): string | undefined {
  const address = url ? (width ? `${url}${url.includes('?') ? '&' : '?'}w=${width}` : url) : null;
  const { data } = useQuery({
    queryKey: ['file', address],
    enabled: Boolean(address),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    queryFn: async ({ signal }) => URL.createObjectURL(await fileBlob(address!, signal)),
  });
  return data;
}
