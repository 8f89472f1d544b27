import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '../../src/backup/backup';
import { DataDirBusyError, SERVER_LOCK_FILE } from '../../src/backup/server-lock';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

async function usersIn(config: AppConfig): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: config.dbDir });
  try {
    return (await database.query<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email);
  } finally {
    await database.close();
  }
}

/** Embedded-mode backups: database, files and secrets out to a .tar.gz and back. */
describe('npm run backup / restore (embedded mode)', () => {
  const root = mkdtempSync(join(tmpdir(), 'vitrina-backup-'));
  const config = loadConfig({ DATA_DIR: join(root, 'data'), NODE_ENV: 'test' });
  const archive = join(root, 'out', 'backup.tar.gz');
  const storedFile = join(config.filesDir, 'ab', 'abcdef.png');
  const fileBytes = Buffer.from('not really a png, but bytes that must come back');

  beforeAll(async () => {
    const database = await openDatabase({ pgliteDir: config.dbDir });
    await migrate(database);
    await database.query("INSERT INTO users (email) VALUES ('kept@example.com')");
    await database.close();
    mkdirSync(join(config.filesDir, 'ab'), { recursive: true });
    writeFileSync(storedFile, fileBytes);
    mkdirSync(config.secretsDir, { recursive: true });
    writeFileSync(join(config.secretsDir, 'jwt-secret'), 'k'.repeat(64));
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('round trip: back up, wipe, restore, and the data is back', async () => {
    const backup = await createBackup(config, archive);
    expect(backup.parts).toEqual(['db', 'files', 'secrets']);

    // Later changes, then the data directory lost.
    const database = await openDatabase({ pgliteDir: config.dbDir });
    await database.query("INSERT INTO users (email) VALUES ('after-backup@example.com')");
    await database.close();
    for (const part of ['db', 'files', 'secrets']) rmSync(join(config.dataDir, part), { recursive: true, force: true });

    const restored = await restoreBackup(config, archive);
    expect(restored.users).toBe(1);
    expect(await usersIn(config)).toEqual(['kept@example.com']);
    expect(readFileSync(storedFile)).toEqual(fileBytes);
    expect(readFileSync(join(config.secretsDir, 'jwt-secret'), 'utf8')).toBe('k'.repeat(64));
    expect(restored.previous).toBeNull();
    // The lock is released: another backup works at once.
    await createBackup(config, join(root, 'out', 'again.tar.gz'));
  }, 120_000);

  it('restoring over live data keeps that data aside', async () => {
    const restored = await restoreBackup(config, archive);
    expect(restored.previous).not.toBeNull();
    expect(readFileSync(join(restored.previous!, 'files', 'ab', 'abcdef.png'))).toEqual(fileBytes);
    expect(await usersIn(config)).toEqual(['kept@example.com']);
  }, 120_000);

  describe('while a server holds DATA_DIR/server.lock', () => {
    let holder: ChildProcess;
    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
      writeFileSync(join(config.dataDir, SERVER_LOCK_FILE), `${holder.pid}\n`);
    });
    afterAll(() => {
      holder.kill('SIGKILL');
    });

    it('backup and restore refuse', async () => {
      await expect(createBackup(config, join(root, 'out', 'refused.tar.gz'))).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(restoreBackup(config, archive)).rejects.toBeInstanceOf(DataDirBusyError);
    });

    it('a lock left by a killed server does not block', async () => {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      await createBackup(config, join(root, 'out', 'after-kill.tar.gz'));
    }, 60_000);
  });

  it('refuses an archive that is not a Vitrina backup', async () => {
    const foreign = join(root, 'foreign');
    mkdirSync(join(foreign, 'etc'), { recursive: true });
    writeFileSync(join(foreign, 'etc', 'passwd'), 'x');
    const bad = join(root, 'out', 'foreign.tar.gz');
    await new Promise((resolve, reject) => spawn('tar', ['-czf', bad, '-C', foreign, 'etc']).on('close', (code) => (code === 0 ? resolve(null) : reject(new Error('tar')))));
    await expect(restoreBackup(config, bad)).rejects.toThrow('Not a Vitrina backup');
    expect(await usersIn(config)).toEqual(['kept@example.com']);
  }, 60_000);
});
