import type { Profile } from '@vitrina/contracts';
import { useAuthStore } from '../session';

/** The signed-in user's full profile; null only for the moment between logout and leaving the page. */
export function useProfile(): Profile | null {
  return useAuthStore((state) => state.profile);
}

export function storeProfile(profile: Profile): void {
  useAuthStore.getState().setProfile(profile);
}
