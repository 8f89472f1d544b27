/**
 * `npm run inspiration`: makes the inspiration wall's built-in looks (apps/server/assets/inspiration)
 * by running each recipe of recipes.ts on a system product through the real server's public API,
 * so every look is what the product makes today. Incremental: a look whose files exist is kept;
 * `--force` remakes all of them (after an engine change), `--only=<key>[,<key>]` some.
 * Infographic looks are drawn by the web card editor in Chromium (cards.ts), so the server serves
 * the web app (apps/web/dist, rebuilt here when older than its sources).
 * INSPIRATION_URL + INSPIRATION_DATA_DIR use a running server instead of starting one (it must
 * serve the web app for infographic looks).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LoadApi, type LoadUser } from '../load/accounts';
import { startServer } from '../load/server';
import { CardRenderer } from './cards';
import { prepareInput } from './inputs';
import { looks, type LookSpec } from './recipes';
import { readManifest, writeManifest, type ManifestEntry } from './manifest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const productsDir = join(root, 'apps/server/assets/system-products');
const outDir = join(root, 'apps/server/assets/inspiration');
const webDist = process.env.INSPIRATION_WEB_DIST ? resolve(process.env.INSPIRATION_WEB_DIST) : join(root, 'apps/web/dist');

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');

/** Calls `/api/v1/<tool>`; a 202 (the call outlived the server's wait) is followed to its result. */
async function runTool(baseUrl: string, apiKey: string, look: LookSpec, image: Buffer, mask?: Buffer): Promise<Buffer> {
  const form = new FormData();
  form.append('image_file', new Blob([new Uint8Array(image)]), 'photo.jpg');
  if (mask) form.append('mask_file', new Blob([new Uint8Array(mask)]), 'mask.png');
  for (const [name, value] of Object.entries(look.recipe.params)) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${baseUrl}/api/v1/${look.recipe.tool}`, { method: 'POST', headers: { 'x-api-key': apiKey }, body: form });
  if (response.status === 200) return Buffer.from(await response.arrayBuffer());
  if (response.status !== 202) throw new Error(`${look.key}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  const jobId = ((await response.json()) as { data: { id: string } }).data.id;
  for (;;) {
    await new Promise((wait) => setTimeout(wait, 2000));
    const result = await fetch(`${baseUrl}/api/v1/jobs/${jobId}/result`, { headers: { 'x-api-key': apiKey } });
    if (result.status === 200) return Buffer.from(await result.arrayBuffer());
    if (result.status !== 409) throw new Error(`${look.key}: ${result.status} ${(await result.text()).slice(0, 300)}`);
  }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => (entry === 'node_modules' || entry === 'dist' ? newest : Math.max(newest, newestMtime(join(path, entry)))), stat.mtimeMs);
}

/** The card editor the infographic looks are drawn with must be today's: build the web app when stale. */
function buildWebIfStale(): void {
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src', 'packages/editor-core/src'].map((path) => newestMtime(join(root, path)));
  const index = join(webDist, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  console.log('building the web app for the card editor');
  const built = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
}

/** One look of each tool in turn, so that an interrupted run has made every kind of look. */
function roundRobin(todo: LookSpec[]): LookSpec[] {
  const seen = new Map<string, number>();
  const rank = todo.map((look) => {
    const n = seen.get(look.recipe.tool) ?? 0;
    seen.set(look.recipe.tool, n + 1);
    return n;
  });
  return todo.map((look, index) => ({ look, rank: rank[index] ?? 0, index })).sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ look }) => look);
}

/** The wall's files: ~1024 px WebP (about 80–150 KB) and a 320 px thumbnail (about 20 KB). */
async function writeImages(key: string, output: Buffer, before: Buffer | null): Promise<{ width: number; height: number }> {
  const large = await sharp(output).resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }).webp({ quality: 74, effort: 5 }).toBuffer({ resolveWithObject: true });
  writeFileSync(join(outDir, `${key}.webp`), large.data);
  writeFileSync(join(outDir, `${key}.thumb.webp`), await sharp(output).resize({ width: 320, height: 320, fit: 'inside' }).webp({ quality: 70 }).toBuffer());
  if (before) writeFileSync(join(outDir, `${key}.before.webp`), await sharp(before).resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }).webp({ quality: 74 }).toBuffer());
  return { width: large.info.width, height: large.info.height };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const all = await looks();
  const manifest = new Map(readManifest(outDir).map((entry) => [entry.key, entry]));
  const todo = roundRobin(all.filter((look) => (only ? only.includes(look.key) : force || !manifest.has(look.key) || !existsSync(join(outDir, `${look.key}.webp`)))));
  console.log(`${all.length} looks, ${todo.length} to make`);
  if (todo.length > 0) {
    const cards = todo.some((look) => look.recipe.tool === 'infographics');
    if (cards && !process.env.INSPIRATION_URL) buildWebIfStale();
    const server = process.env.INSPIRATION_URL
      ? { baseUrl: process.env.INSPIRATION_URL, dataDir: process.env.INSPIRATION_DATA_DIR ?? '', stop: async () => undefined }
      : await startServer({ LOG_LEVEL: 'error', ...(cards ? { SERVE_WEB: 'true', WEB_DIST_DIR: webDist } : {}) });
    let renderer: CardRenderer | null = null;
    try {
      const api = new LoadApi(server.baseUrl, server.dataDir);
      const user: LoadUser = await api.createUser('inspiration', { apiKey: true });
      for (const look of todo) {
        const started = Date.now();
        const photo = readFileSync(join(productsDir, `${look.product}.jpg`));
        const input = await prepareInput(photo, look.input);
        let output: Buffer;
        if (look.recipe.tool === 'infographics') {
          renderer ??= await CardRenderer.open(server.baseUrl, api, user);
          output = await renderer.render(look, input.image);
        } else {
          output = await runTool(server.baseUrl, user.apiKey ?? '', look, input.image, input.mask);
        }
        const size = await writeImages(look.key, output, look.input === 'photo' ? null : input.image);
        const entry: ManifestEntry = {
          id: look.id,
          key: look.key,
          product: look.product,
          category: look.category,
          recipe: look.recipe,
          image: `${look.key}.webp`,
          thumbnail: `${look.key}.thumb.webp`,
          before: look.input === 'photo' ? null : `${look.key}.before.webp`,
          ...size,
          createdAt: new Date().toISOString(),
        };
        // Written after every look, so an interrupted run keeps what it made; re-read first, so
        // that runs started side by side with `--only` keep each other's looks.
        const current = new Map(readManifest(outDir).map((item) => [item.key, item]));
        current.set(look.key, entry);
        writeManifest(outDir, all.map((spec) => current.get(spec.key)).filter((item): item is ManifestEntry => item !== undefined));
        console.log(`${look.key}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await renderer?.close();
      await server.stop();
    }
  }
}

await main();
