import { create } from 'zustand';
import type { SessionProfile } from '../api/profileApi';

/** Auth state, spec §3: isAdmin (default false) and profile (null until loaded). */
export interface AuthState {
  /** Set true whenever a profile loads (spec §6). Grants nothing on the server. */
  isAdmin: boolean;
  profile: SessionProfile | null;
  setProfile: (profile: SessionProfile) => void;
  resetProfile: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  isAdmin: false,
  profile: null,
  setProfile: (profile) => set({ profile, isAdmin: true }),
  resetProfile: () => set({ profile: null, isAdmin: false }),
}));
