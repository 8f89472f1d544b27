// `npm start`: compiles the server and the packages to JavaScript and builds the web app when
// either is missing or older than its sources, then runs the compiled server (API + web app +
// jobs by default) in this very process: no TypeScript is compiled at run time.
//   npm start -- --role=api|worker      (scale mode, with DATABASE_URL and REDIS_URL)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale } from './build-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const builtIndex = join(webDir, 'dist', 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The web app is served unless SERVE_WEB is off or this process only runs jobs. */
function servesWeb() {
  const off = ['false', '0', 'no'].includes((process.env.SERVE_WEB ?? '').toLowerCase());
  return !off && !process.argv.includes('--role=worker') && !process.argv.includes('--role=migrate') && !process.env.WEB_DIST_DIR;
}

if (servesWeb()) {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => join(webDir, name)).concat(['packages/contracts/src', 'packages/editor-core/src'].map((path) => join(root, path))).filter(existsSync);
  const stale = !existsSync(builtIndex) || sources.some((source) => newestMtime(source) > statSync(builtIndex).mtimeMs);
  if (stale) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

try {
  if (await buildServerIfStale()) console.log('Server compiled.');
} catch (error) {
  console.error(`Could not compile the server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
