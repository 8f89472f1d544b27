import { DEFAULT_LANGUAGE } from '@vitrina/contracts';
import type { EntryHook } from '../../../common/routing/entryHook';
import { TRANSFER_WELCOME_MODAL } from '../../../common/modals/transferWelcomeModal';
import { showToast } from '../../../common/notifications/toast';
import { paths } from '../../../common/routing/paths';
import { errorText } from '../../../i18n/errorText';
import { authPaths } from '../authPaths';

/**
 * A `transfer` query value (spec §2): sign in with the sibling product's token, then Main in en
 * with the welcome modal; on failure Login with the transfer toast.
 */
export const transferEntryHook: EntryHook = async ({ url, lang }) => {
  const transferToken = url.searchParams.get('transfer');
  if (!transferToken) return undefined;
  try {
    // Only a visitor arriving with a transfer value needs the sign-in code: it stays out of the first chunk.
    const [{ authApi }, { completeSignIn }] = await Promise.all([import('../api/authApi'), import('./signIn')]);
    if (await completeSignIn(await authApi.transfer(transferToken))) return `${paths.main(DEFAULT_LANGUAGE)}?modal=${TRANSFER_WELCOME_MODAL}`;
  } catch {
    // Reported below with the spec's words; the reason stays on the server's log.
  }
  showToast({ message: errorText('transfer_failed'), tone: 'error' });
  return authPaths.login(lang);
};
