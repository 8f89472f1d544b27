import { queryClient } from '../../common/api/queryClient';
import { browserTokenStore } from '../../common/api/browserTokenStore';
import { pushDataLayer } from '../../common/analytics/dataLayer';
import { appStorage } from '../../common/storage/storage';
import { STORAGE_KEYS } from '../../common/storage/storageKeys';
import { fetchProfile, profileQueryKey } from './api/profileApi';
import { createProfileLoader } from './profileLoader';
import { useAuthStore } from './store/authStore';

/** Resolves whether the visitor has a loaded profile, loading it if a token is stored. */
export const ensureProfile = createProfileLoader({
  tokens: browserTokenStore,
  fetchProfile: () => fetchProfile(),
  currentProfile: () => useAuthStore.getState().profile,
  onLoaded: (profile) => {
    useAuthStore.getState().setProfile(profile);
    queryClient.setQueryData(profileQueryKey, profile);
    pushDataLayer({ event: 'user_id', user_id: profile.id });
  },
  removeAccessToken: () => appStorage.remove(STORAGE_KEYS.accessToken),
});

/**
 * Forgets the session in this tab: both tokens, the profile and every cached server answer.
 * Logout (accounts feature) builds on this and also clears marketing, promo and tool keys.
 */
export function clearSession(): void {
  browserTokenStore.clear();
  useAuthStore.getState().resetProfile();
  queryClient.clear();
}
