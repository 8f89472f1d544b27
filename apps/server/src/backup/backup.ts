import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { acquireServerLock } from './server-lock';

/**
 * What a backup holds: the PGlite database, the stored files, the generated secrets (JWT and
 * captcha keys: without them every session and pending challenge breaks) and the mail outbox.
 * The cache (re-creatable variants) is left out.
 */
export const BACKUP_PARTS = ['db', 'files', 'secrets', 'outbox'] as const;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args[0] ?? ''} failed: ${err.trim()}`))));
  });
}

function embeddedOnly(config: AppConfig): void {
  if (config.DATABASE_URL) throw new Error('Backups here are for the embedded mode; with DATABASE_URL use pg_dump and your object storage\'s own backups');
}

/**
 * Writes DATA_DIR's database and files into one .tar.gz. Refuses while the server runs (the
 * lock is held for the whole copy, so it cannot start meanwhile): a stopped PGlite directory is
 * a consistent copy. Written to a temporary name first, so a failed backup leaves no half file.
 */
export async function createBackup(config: AppConfig, archive: string): Promise<{ archive: string; parts: string[] }> {
  embeddedOnly(config);
  mkdirSync(config.dataDir, { recursive: true });
  const release = acquireServerLock(config.dataDir);
  try {
    const parts = BACKUP_PARTS.filter((part) => existsSync(join(config.dataDir, part)));
    if (!parts.includes('db')) throw new Error(`No database under ${config.dataDir}: nothing to back up`);
    mkdirSync(dirname(archive), { recursive: true });
    const partial = `${archive}.partial`;
    await run('tar', ['-czf', partial, '-C', config.dataDir, ...parts]);
    renameSync(partial, archive);
    return { archive, parts };
  } finally {
    release();
  }
}

/** Archive members must sit under one of the backup parts: no absolute paths, no `..`. */
function checkMembers(members: string[]): void {
  if (!members.some((member) => member === 'db' || member.startsWith('db/'))) throw new Error('Not a Vitrina backup: it holds no db/');
  for (const member of members) {
    const top = member.split('/')[0] ?? '';
    if (member.startsWith('/') || member.split('/').includes('..') || !(BACKUP_PARTS as readonly string[]).includes(top)) {
      throw new Error(`Not a Vitrina backup: unexpected entry "${member}"`);
    }
  }
}

/**
 * Puts a backup back into DATA_DIR. Refuses while the server runs. The archive is unpacked
 * beside the data first and its database opened; only then are the current parts moved aside
 * (to DATA_DIR/before-restore-<time>, kept for the operator) and the restored ones moved in.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<{ previous: string | null; users: number }> {
  embeddedOnly(config);
  if (!existsSync(archive)) throw new Error(`No such backup: ${archive}`);
  mkdirSync(config.dataDir, { recursive: true });
  const release = acquireServerLock(config.dataDir);
  const staging = mkdtempSync(join(config.dataDir, '.restore-'));
  try {
    checkMembers((await run('tar', ['-tzf', archive])).split('\n').filter(Boolean).map((member) => member.replace(/^\.\//, '')));
    await run('tar', ['-xzf', archive, '-C', staging]);
    const database = await openDatabase({ pgliteDir: join(staging, 'db') });
    let users: number;
    try {
      const [row] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      users = row?.count ?? 0;
    } finally {
      await database.close();
    }
    const present = BACKUP_PARTS.filter((part) => existsSync(join(config.dataDir, part)));
    const previous = present.length > 0 ? join(config.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`) : null;
    if (previous) {
      mkdirSync(previous);
      for (const part of present) renameSync(join(config.dataDir, part), join(previous, part));
    }
    for (const part of BACKUP_PARTS) {
      if (existsSync(join(staging, part))) renameSync(join(staging, part), join(config.dataDir, part));
    }
    // Variants of the old files would not match the restored ones.
    rmSync(config.cacheDir, { recursive: true, force: true });
    return { previous, users };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
