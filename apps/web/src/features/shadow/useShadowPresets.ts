import { useQuery } from '@tanstack/react-query';
import { shadowPresetsApi } from './shadowPresetsApi';

export const SHADOW_PRESETS_QUERY = ['shadow-presets'] as const;

/** The presets the picker offers (system, then mine). */
export function useShadowPresets() {
  return useQuery({ queryKey: SHADOW_PRESETS_QUERY, queryFn: shadowPresetsApi.list, staleTime: 60_000 });
}
