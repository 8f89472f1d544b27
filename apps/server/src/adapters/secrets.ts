import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the configured secret, or one generated once and kept in `dir/name` (mode 0600), so
 * embedded installs work with no set-up and keep sessions across restarts.
 */
export function persistentSecret(configured: string | undefined, dir: string, name: string): string {
  if (configured) return configured;
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
