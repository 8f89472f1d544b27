#!/usr/bin/env node
/**
 * The first-load budget (issue 19): the JavaScript a browser must fetch before the first paint of
 * the web app — the entry script of apps/web/dist/index.html and everything it imports statically,
 * i.e. every chunk Vite preloads — must stay at or under BUDGET_KB gzipped. Chunks imported with
 * import() (routes, the editor, tools, other languages) are not counted: they load on demand.
 *
 *   node scripts/check-bundle-budget.mjs [distDir]     (after `npm run build -w apps/web`)
 *
 * Prints each first-load chunk with its gzipped size and exits 1 when the total is over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports of a built ES module (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not import(). */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** Every chunk the entry page loads before its first paint, as paths relative to dist/. */
export function firstLoadChunks(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]);
  if (entries.length === 0) throw new Error(`${distDir}/index.html has no module entry script`);
  const seen = new Set();
  const queue = [...entries, ...preloads];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(file), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier.slice(1));
    }
  }
  return [...seen].map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`no build at ${distDir}: run \`npm run build -w apps/web\` first`);
    process.exit(1);
  }
  const chunks = firstLoadChunks(distDir).sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  for (const { file, gzip } of chunks) console.log(`${(gzip / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  const kb = total / 1024;
  console.log(`first-load JavaScript: ${kb.toFixed(1)} KB gzipped in ${chunks.length} chunks (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) {
    console.error(`over the first-load budget by ${(kb - BUDGET_KB).toFixed(1)} KB: load more by route (import()), not in the entry`);
    process.exit(1);
  }
}
