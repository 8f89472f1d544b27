import type { TokenPair } from '@vitrina/contracts';
import { browserTokenStore } from '../../../common/api';
import { pushDataLayer } from '../../../common/analytics/dataLayer';
import { appStorage } from '../../../common/storage/storage';
import { STORAGE_KEYS } from '../../../common/storage/storageKeys';
import { ensureProfile } from '../../session';

/** Stores a fresh token pair and loads the profile; resolves true when the user is signed in. */
export async function completeSignIn(tokens: TokenPair, options: { registered?: boolean } = {}): Promise<boolean> {
  browserTokenStore.setTokens(tokens);
  if (options.registered) {
    // Spec §3 `isReg` marks a fresh registration for the new-user promo; analytics get the event.
    appStorage.set(STORAGE_KEYS.isReg, 'true');
    pushDataLayer({ event: 'registration_completed' });
  }
  return (await ensureProfile()) === 'loaded';
}
