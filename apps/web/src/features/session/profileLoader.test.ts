import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../common/api/ApiError';
import type { TokenStore } from '../../common/api/tokenStore';
import { createProfileLoader } from './profileLoader';

/** The loader never reads the profile's fields: an id stands for the whole profile here. */
type TestProfile = { id: string | number };

function setup(options: { token?: string; fetchProfile: () => Promise<TestProfile> }) {
  let profile: TestProfile | null = null;
  let access: string | null = options.token ?? null;
  const tokens = { getAccessToken: () => access } as TokenStore;
  const onLoaded = vi.fn((loaded: TestProfile) => {
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
