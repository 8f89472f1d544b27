import type { Profile } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';

/** The signed-in user's profile as GET /api/profile answers it (spec §3: the profile "has id"). */
export type SessionProfile = Profile;

export const profileQueryKey = ['profile'] as const;

export async function fetchProfile(signal?: AbortSignal): Promise<SessionProfile> {
  return (await unwrap(api.GET('/profile', { signal }))).data;
}
