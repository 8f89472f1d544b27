import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../common/api/ApiError';
import type { TokenStore } from '../../common/api/tokenStore';
import type { SessionProfile } from './api/profileApi';
import { createProfileLoader } from './profileLoader';

function setup(options: { token?: string; fetchProfile: () => Promise<SessionProfile> }) {
  let profile: SessionProfile | null = null;
  let access: string | null = options.token ?? null;
  const tokens = { getAccessToken: () => access } as TokenStore;
  const onLoaded = vi.fn((loaded: SessionProfile) => {
    profile = loaded;
  });
  const fetchProfile = vi.fn(options.fetchProfile);
  const ensureProfile = createProfileLoader({
    tokens,
    fetchProfile,
    currentProfile: () => profile,
    onLoaded,
    removeAccessToken: () => {
      access = null;
    },
  });
  return { ensureProfile, fetchProfile, onLoaded, accessToken: () => access };
}

describe('profile loader', () => {
  it('is anonymous without a token and asks nothing', async () => {
    const { ensureProfile, fetchProfile } = setup({ fetchProfile: () => Promise.resolve({ id: 1 }) });
    await expect(ensureProfile()).resolves.toBe('anonymous');
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('loads once for concurrent callers, then answers from the loaded profile', async () => {
    const { ensureProfile, fetchProfile, onLoaded } = setup({ token: 't', fetchProfile: () => Promise.resolve({ id: 'u1' }) });
    await expect(Promise.all([ensureProfile(), ensureProfile()])).resolves.toEqual(['loaded', 'loaded']);
    await expect(ensureProfile()).resolves.toBe('loaded');
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith({ id: 'u1' });
  });

  it('removes the access token when the server refuses the profile', async () => {
    const refused = new ApiError({ status: 401, code: 'unauthorized', message: 'no' });
    const { ensureProfile, accessToken } = setup({ token: 't', fetchProfile: () => Promise.reject(refused) });
    await expect(ensureProfile()).resolves.toBe('failed');
    expect(accessToken()).toBeNull();
  });

  it('keeps the token when the server could not answer', async () => {
    const down = new ApiError({ status: 0, code: 'network_error', message: 'offline' });
    const { ensureProfile, accessToken } = setup({ token: 't', fetchProfile: () => Promise.reject(down) });
    await expect(ensureProfile()).resolves.toBe('failed');
    expect(accessToken()).toBe('t');
  });
});
