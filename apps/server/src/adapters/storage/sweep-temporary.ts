import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes what a killed process left half-written: `*.tmp` files (storage and cache write beside
 * the target, then rename) under `dirs`, and `.restore-*` staging directories of an interrupted
 * restore in `dataDir`. Only safe while no other process writes there (embedded mode, under the
 * server lock). Returns how many entries went.
 */
export async function sweepTemporaryFiles(dataDir: string, dirs: string[]): Promise<number> {
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
      else if (entry.name.endsWith('.tmp')) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
  };
  for (const dir of dirs) await walk(dir);
  for (const entry of await readdir(dataDir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && entry.name.startsWith('.restore-')) {
      await rm(join(dataDir, entry.name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
