import { api, unwrap } from '../../../common/api';
import { appStorage } from '../../../common/storage/storage';
import { MARKETING_KEYS, STORAGE_KEYS, TOOL_STORAGE_KEYS } from '../../../common/storage/storageKeys';
import { clearSession } from '../../session';

const CHANNEL = 'vitrina-session';
type SessionMessage = { type: 'logout' };

/** Everything a logout forgets in this browser (spec §4): tokens, marketing values, promo and tool keys. */
function forgetLocalState(): void {
  clearSession();
  for (const key of [...MARKETING_KEYS, STORAGE_KEYS.newUserPromo, STORAGE_KEYS.isReg, STORAGE_KEYS.transfer, ...TOOL_STORAGE_KEYS]) appStorage.remove(key);
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

/**
 * Logs out: ends the session on the server (best effort: the local logout happens even offline),
 * forgets local state and tells the other tabs, which log out too.
 */
export async function logout(): Promise<void> {
  try {
    await unwrap(api.POST('/auth/logout'));
  } catch {
    // The token may already be expired or the network gone; the browser forgets it either way.
  }
  forgetSession();
}

/**
 * The local half of a logout, for when the server has already ended every session (the account
 * was deleted): forgets local state and tells the other tabs, without calling the API.
 */
export function forgetSession(): void {
  forgetLocalState();
  const broadcast = channel();
  broadcast?.postMessage({ type: 'logout' } satisfies SessionMessage);
  broadcast?.close();
}

/** Listens for logouts made in other tabs; `onLoggedOut` navigates to Login. Returns the unsubscribe. */
export function listenForLogoutElsewhere(onLoggedOut: () => void): () => void {
  const broadcast = channel();
  if (!broadcast) return () => undefined;
  broadcast.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type !== 'logout') return;
    forgetLocalState();
    onLoggedOut();
  };
  return () => broadcast.close();
}
