import type { KeyValueStorage } from '../../common/storage/storage';
import { MARKETING_KEYS, STORAGE_KEYS } from '../../common/storage/storageKeys';

/**
 * Query values a visitor may arrive with (spec §2): `token` is stored as the access token and
 * removed from the address (a token must not linger in history or be shared by copy-paste);
 * `utm_source`, `utm_medium`, `utm_campaign` are stored for attribution.
 * Returns the address to replace the current one with, or null when nothing must change.
 */
export function captureEntryParams(url: URL, storage: Pick<KeyValueStorage, 'setItem'>): string | null {
  for (const key of MARKETING_KEYS) {
    const value = url.searchParams.get(key);
    if (value) storage.setItem(key, value);
  }
  const token = url.searchParams.get('token');
  if (token === null) return null;
  if (token) storage.setItem(STORAGE_KEYS.accessToken, token);
  const cleaned = new URLSearchParams(url.searchParams);
  cleaned.delete('token');
  const search = cleaned.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
