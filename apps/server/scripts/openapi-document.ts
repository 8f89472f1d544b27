/**
 * The server's OpenAPI document, asked of the app itself (built in memory on PGlite, not listening),
 * and the write-or-check step the generators share: `--check` writes nothing and fails when a
 * committed file differs from what the server describes now (run by `npm run lint`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AccessTokens } from '../src/adapters/access-tokens';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export interface OpenApiDocument {
  paths: Record<string, unknown>;
  [key: string]: unknown;
}

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export async function serverDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-openapi-'));
  // PUBLIC_URL fixed so that the examples in the document do not depend on the environment.
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' });
  const database = await openDatabase({});
  await migrate(database);
  const app = await buildApp({ config, database, accessTokens: new AccessTokens(randomBytes(32).toString('hex')), logger: false, role: 'api' });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Names of the component schemas `value` refers to, directly or through other schemas. */
export function referencedSchemas(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending = [JSON.stringify(value)];
  while (pending.length > 0) {
    for (const match of (pending.pop() ?? '').matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1] ?? '';
      if (found.has(name)) continue;
      found.add(name);
      pending.push(JSON.stringify(schemas[name]));
    }
  }
  return found;
}

/** Writes `files` (absolute path → content), or with `--check` exits 1 naming the stale ones. */
export function writeOrCheck(files: [string, string][], what: string, regenerate: string): void {
  const names = files.map(([path]) => relative(REPOSITORY_ROOT, path));
  if (!process.argv.includes('--check')) {
    for (const [path, content] of files) writeFileSync(path, content);
    console.log(`${what}: ${names.join(', ')} regenerated`);
    return;
  }
  const stale = files.filter(([path, content]) => {
    try {
      return readFileSync(path, 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(`${what} is out of date with the server: ${stale.map(([path]) => relative(REPOSITORY_ROOT, path)).join(', ')}. Run: ${regenerate}`);
    process.exit(1);
  }
  console.log(`${what} matches the server's OpenAPI document`);
}
