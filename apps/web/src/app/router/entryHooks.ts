import type { Language } from '@vitrina/contracts';
import { transferEntryHook } from '../../features/auth/session/transferHook';

export interface EntryHookArgs {
  url: URL;
  lang: Language;
}

/**
 * Runs on every navigation into /:lang before any guard. Returns a path to go to instead, or
 * undefined to carry on. Throwing is not expected: a hook handles its own failures.
 */
export type EntryHook = (args: EntryHookArgs) => Promise<string | undefined> | string | undefined;

/**
 * Hook point for query values other features handle. The accounts feature adds its `transfer`
 * hook here (spec §2: a `transfer` value triggers the transfer login, then Main in en; on failure
 * Login with the transfer toast). `token` and `utm_*` are handled by the shell (entryParams.ts).
 */
export const entryHooks: EntryHook[] = [transferEntryHook];
