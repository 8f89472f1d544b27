import { api, ApiError } from '../../../common/api';
import { errorText } from '../../../i18n/errorText';

/**
 * The part of GET /api/profile the shell relies on (spec §3: the profile "has id"). The profile
 * feature owns the full shape (its contract arrives with the accounts issue); other fields pass
 * through untouched.
 */
export interface SessionProfile {
  id: string | number;
  [field: string]: unknown;
}

export const profileQueryKey = ['profile'] as const;

function isSessionProfile(value: unknown): value is SessionProfile {
  if (typeof value !== 'object' || value === null) return false;
  const { id } = value as { id?: unknown };
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
}

export async function fetchProfile(signal?: AbortSignal): Promise<SessionProfile> {
  const answer = await api.get<{ data?: unknown }>('/profile', { signal });
  if (!isSessionProfile(answer?.data)) {
    throw new ApiError({ status: 200, code: 'invalid_response', message: errorText('something_went_wrong'), body: answer });
  }
  return answer.data;
}
