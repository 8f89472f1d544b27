/**
 * `npm run backup [-- <archive.tar.gz>]` and `npm run restore -- <archive.tar.gz>` (embedded
 * mode; the server must be stopped). Run through scripts/data-backup.mjs on the compiled server.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { createBackup, restoreBackup } from './backup';

export async function runBackupCli(args: string[]): Promise<number> {
  const [command, path] = args;
  try {
    const config = loadConfig();
    if (command === 'backup') {
      const archive = resolve(path ?? `vitrina-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      const result = await createBackup(config, archive);
      console.log(`Backed up ${result.parts.join(', ')} of ${config.dataDir} to ${result.archive}`);
      return 0;
    }
    if (command === 'restore' && path) {
      const result = await restoreBackup(config, resolve(path));
      console.log(`Restored ${resolve(path)} into ${config.dataDir} (${result.users} users).`);
      if (result.previous) console.log(`The data it replaced was moved to ${result.previous}.`);
      return 0;
    }
    console.error('Usage: npm run backup [-- <archive.tar.gz>] | npm run restore -- <archive.tar.gz>');
    return 2;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    return 1;
  }
}
