import { useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

/** The tutorials with their titles and steps in `lang` (captions come in every language). */
export function useTutorials(lang: Language) {
  return useQuery({
    queryKey: ['tutorials', lang],
    queryFn: () => unwrap(api.GET('/tutorials', { params: { query: { lang } } })),
    staleTime: 5 * 60_000,
  });
}
