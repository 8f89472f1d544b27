import type { StorageKey } from './storageKeys';

/**
 * Minimal key-value storage. The browser's localStorage in the app; tests pass an in-memory one.
 * Reads and writes never throw: private modes and full quotas degrade to "not stored".
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access to localStorage can throw (blocked cookies); fall through to memory.
  }
  return createMemoryStorage();
}

let backing: KeyValueStorage | undefined;
const store = (): KeyValueStorage => (backing ??= browserStorage());

export const appStorage = {
  get(key: StorageKey): string | null {
    try {
      return store().getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      store().setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value simply is not remembered.
    }
  },
  remove(key: StorageKey): void {
    try {
      store().removeItem(key);
    } catch {
      // See set().
    }
  },
};
