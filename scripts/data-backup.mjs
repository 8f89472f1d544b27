// `npm run backup` / `npm run restore`: backs up or restores the embedded mode's DATA_DIR
// (database, files, secrets, outbox) with the compiled server's code. Stop the server first.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
await buildServerIfStale();
await import(pathToFileURL(join(root, 'apps/server/dist/backup/main.js')).href);
