import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `DATA_DIR/server.lock`: the pid of the embedded server using this data directory. */
export const SERVER_LOCK_FILE = 'server.lock';

/** The pid of a live process holding the lock, or null (no lock, a stale one from a killed server, or our own). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, SERVER_LOCK_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(readonly pid: number) {
    super(`The server (pid ${pid}) is using this DATA_DIR; stop it first`);
  }
}

/**
 * Takes the lock for this process (PGlite serves one process only; backup and restore need the
 * server stopped). A lock left by a killed server is taken over. Returns the release function.
 */
export function acquireServerLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataDirBusyError(holder);
  const path = join(dataDir, SERVER_LOCK_FILE);
  writeFileSync(path, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}
