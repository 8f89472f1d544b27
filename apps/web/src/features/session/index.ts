export { fetchProfile } from './api/profileApi';
export { clearSession, ensureProfile } from './session';
export { useAuthStore } from './store/authStore';
