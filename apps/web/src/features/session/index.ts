export { fetchProfile, profileQueryKey, type SessionProfile } from './api/profileApi';
export { redirectSignedInUser, requireProfile } from './guards';
export { clearSession, ensureProfile } from './session';
export { useAuthStore, type AuthState } from './store/authStore';
