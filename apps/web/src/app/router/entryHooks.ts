import type { EntryHook } from '../../common/routing/entryHook';
import { transferEntryHook } from '../../features/auth/session/transferHook';

/**
 * Hook point for query values other features handle. The accounts feature adds its `transfer`
 * hook here (spec §2: a `transfer` value triggers the transfer login, then Main in en; on failure
 * Login with the transfer toast). `token` and `utm_*` are handled by the shell (entryParams.ts).
 */
export const entryHooks: EntryHook[] = [transferEntryHook];
