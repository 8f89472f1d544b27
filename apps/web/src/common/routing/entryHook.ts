import type { Language } from '@vitrina/contracts';

export interface EntryHookArgs {
  url: URL;
  lang: Language;
}

/**
 * Runs on every navigation into /:lang before any guard. Returns a path to go to instead, or
 * undefined to carry on. Throwing is not expected: a hook handles its own failures.
 */
export type EntryHook = (args: EntryHookArgs) => Promise<string | undefined> | string | undefined;
