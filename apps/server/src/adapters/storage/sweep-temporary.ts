import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface SweepOptions {
  /**
   * Only `.tmp` files last written this long ago, and no restore staging: for processes that
   * share the directory with others (PostgreSQL mode), whose writes in progress must survive.
   * Absent: everything goes, which is only safe under the embedded server lock.
   */
  olderThanMs?: number;
}

/**
 * Removes what a killed process left half-written: `*.tmp` files (storage and cache write beside
 * the target, then rename) under `dirs`, and `.restore-*` staging directories of an interrupted
 * restore in `dataDir`. Returns how many entries went.
 */
export async function sweepTemporaryFiles(dataDir: string, dirs: string[], options: SweepOptions = {}): Promise<number> {
  const { olderThanMs } = options;
  const abandoned = async (path: string) => olderThanMs === undefined || Date.now() - (await stat(path)).mtimeMs > olderThanMs;
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // not created yet
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.tmp') && (await abandoned(path).catch(() => false))) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
  };
  for (const dir of dirs) await walk(dir);
  if (olderThanMs !== undefined) return removed;
  for (const entry of await readdir(dataDir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && entry.name.startsWith('.restore-')) {
      await rm(join(dataDir, entry.name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
