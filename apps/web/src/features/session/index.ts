export { fetchProfile } from './api/profileApi';
export { redirectSignedInUser, requireProfile } from './guards';
export { clearSession, ensureProfile } from './session';
export { useAuthStore } from './store/authStore';
