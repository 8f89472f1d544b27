#!/usr/bin/env node
/**
 * Compiles the server and every workspace package to JavaScript, so production runs no TypeScript
 * compiler (`npm run build`, and `npm start` / the e2e runner when the output is missing or stale).
 *
 * Each root (`apps/server/src`, `packages/<name>/src`) becomes a mirror `<workspace>/dist`: one
 * `.js` per `.ts` file at the same relative place, every other file (SQL migrations, JSON, the
 * worker bootstrap) copied beside it. Because `dist` sits at the same depth as `src`, paths the
 * code resolves from `import.meta.url` (assets, migrations, task modules, the web build) still
 * point at the same things. esbuild transpiles file by file; its resolver only rewrites imports:
 * relative and `@vitrina/*` imports become relative paths to the compiled file, everything else
 * (npm packages, sharp, onnxruntime-node) stays an external import. `new URL('./x.ts',
 * import.meta.url)` (worker task modules) is rewritten to `./x.js`.
 */
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-info.json';
const LOCK = join(root, 'node_modules', '.vitrina-server-build.lock');
/** A lock older than this belongs to a build that died. */
const STALE_LOCK_MS = 120_000;
const TS_SOURCE = /\.(m?ts|tsx)$/;
const NOT_SHIPPED = /\.(test|spec|bench)\.[cm]?[jt]sx?$|\.d\.ts$/;
const TS_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+?)\.(m?)ts\1\s*,\s*import\.meta\.url\s*\)/g;

/** The server and every package under packages/ (what the server imports at run time). */
export function compiledRoots() {
  const workspaces = ['apps/server', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`)];
  return workspaces
    .filter((workspace) => existsSync(join(root, workspace, 'src')))
    .map((workspace) => ({ workspace, src: join(root, workspace, 'src'), dist: join(root, workspace, 'dist') }));
}

function walk(directory, files = []) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory() ? walk(path) : [path];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** True when some root has no build, or a source (or this script) changed after it was built. */
export function serverBuildIsStale() {
  const roots = compiledRoots();
  const stamps = roots.map((entry) => join(entry.dist, STAMP));
  if (!stamps.every(existsSync)) return true;
  const builtAt = Math.min(...stamps.map((stamp) => statSync(stamp).mtimeMs));
  return newestMtime([...roots.map((entry) => entry.src), fileURLToPath(import.meta.url), join(root, 'tsconfig.base.json')]) > builtAt;
}

/** Maps a source file to the file it compiles to (or to itself when it is outside every root). */
function outputOf(file, roots) {
  const owner = roots.find((entry) => file.startsWith(entry.src + sep));
  if (!owner) return file;
  const compiled = join(owner.dist, relative(owner.src, file));
  return TS_SOURCE.test(compiled) ? compiled.replace(TS_SOURCE, (_match, m) => (m === 'm' ? '.mjs' : '.js')) : compiled;
}

function importRewriter(roots) {
  return {
    name: 'vitrina-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.resolving) return undefined;
        const bare = !args.path.startsWith('.') && !args.path.startsWith('/');
        if (bare && !args.path.startsWith('@vitrina/')) return { path: args.path, external: true };
        if (builtinModules.includes(args.path) || args.path.startsWith('node:')) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { resolving: true } });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // Relative to where the importer will finally live (dist, once dist.next is swapped in).
        const from = dirname(outputOf(args.importer, roots));
        let target = relative(from, outputOf(resolved.path, roots)).split(sep).join('/');
        if (!target.startsWith('.')) target = `./${target}`;
        return { path: target, external: true };
      });
      // Worker task modules are referenced by URL; the compiled tree holds .js files.
      build.onLoad({ filter: /\.(m?ts|tsx)$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        return { contents: source.replace(TS_URL, (_match, quote, path, m) => `new URL(${quote}${path}.${m}js${quote}, import.meta.url)`), loader: extname(args.path).slice(1) === 'tsx' ? 'tsx' : 'ts' };
      });
    },
  };
}

async function buildRoot(esbuild, entry, roots) {
  const next = `${entry.dist}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const files = walk(entry.src).filter((file) => !NOT_SHIPPED.test(file));
  const sources = files.filter((file) => TS_SOURCE.test(file));
  await esbuild.build({
    entryPoints: sources,
    outbase: entry.src,
    outdir: next,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    sourcemap: true,
    logLevel: 'warning',
    tsconfig: existsSync(join(root, entry.workspace, 'tsconfig.json')) ? join(root, entry.workspace, 'tsconfig.json') : undefined,
    plugins: [importRewriter(roots)],
  });
  for (const file of files.filter((candidate) => !TS_SOURCE.test(candidate))) {
    const target = join(next, relative(entry.src, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
  writeFileSync(join(next, STAMP), `${JSON.stringify({ builtAt: new Date().toISOString(), modules: sources.length }, null, 2)}\n`);
  // Swap in the new tree whole, so a server never starts from a half-written one.
  rmSync(entry.dist, { recursive: true, force: true });
  renameSync(next, entry.dist);
  return sources.length;
}

/** Compiles every root; resolves with the number of modules written. */
export async function buildServer({ quiet = false } = {}) {
  const started = performance.now();
  const esbuild = await import('esbuild');
  const roots = compiledRoots();
  const counts = await Promise.all(roots.map((entry) => buildRoot(esbuild, entry, roots)));
  const modules = counts.reduce((sum, count) => sum + count, 0);
  if (!quiet) console.log(`[build] server and packages: ${modules} modules in ${Math.round(performance.now() - started)} ms (${roots.map((entry) => relative(root, entry.dist)).join(', ')})`);
  return modules;
}

/**
 * Runs `work` holding a lock file, so that processes starting together (test files, scale:local)
 * build one after the other and the later ones find the build fresh.
 */
async function withBuildLock(work) {
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { force: true });
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/** Builds when the output is missing or older than the sources. */
export async function buildServerIfStale(options) {
  if (!serverBuildIsStale()) return false;
  return withBuildLock(async () => {
    if (!serverBuildIsStale()) return false; // another process built it meanwhile
    await buildServer(options);
    return true;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await withBuildLock(() => buildServer());
}
