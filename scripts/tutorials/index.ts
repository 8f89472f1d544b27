/**
 * `npm run tutorials`: records the education page's tutorial videos (issue 21) from the running
 * product. Starts the compiled server with the web app (or uses TUTORIALS_URL + TUTORIALS_DATA_DIR),
 * registers a seller with a paid plan, and for each tutorial of scenarios/ drives the real UI in
 * Chromium (/usr/bin/chromium, recordVideo) on a system product photo; then writes captions in
 * ar, en, es and ko from the step log, encodes WebM/VP9 with ffmpeg (engine waits sped up), takes
 * a WebP poster and updates apps/server/assets/tutorials/manifest.json.
 *   npm run tutorials -- --only=remove-background,upscale
 * Needs ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH) and Chromium (CHROMIUM_PATH).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserType } from 'playwright-core';
import { LoadApi } from '../load/accounts';
import { startServer } from '../load/server';
import { recordTutorial } from './record';
import { tutorials } from './scenarios/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The server serves apps/web/dist: build it when it is missing or older than its sources (as `npm start` does). */
function buildWebIfStale(): void {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src'].map((path) => join(root, path));
  if (existsSync(index) && Math.max(...sources.map(newest)) <= statSync(index).mtimeMs) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}

/**
 * Playwright encodes its recordings with its own ffmpeg download; point it at the system's instead
 * (a browsers directory holding only a link to it), before playwright-core is loaded.
 */
async function loadChromium(work: string): Promise<BrowserType> {
  const browsers = JSON.parse(readFileSync(join(root, 'node_modules/playwright-core/browsers.json'), 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core lists no ffmpeg');
  const dir = join(work, 'playwright', `ffmpeg-${revision}`);
  mkdirSync(dir, { recursive: true });
  symlinkSync(process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', join(dir, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = join(work, 'playwright');
  return (await import('playwright-core')).chromium;
}

async function main(): Promise<void> {
  const todo = tutorials.filter((tutorial) => !only || only.includes(tutorial.id));
  if (only && todo.length !== only.length) throw new Error(`unknown tutorial in --only (known: ${tutorials.map((tutorial) => tutorial.id).join(', ')})`);
  const external = process.env.TUTORIALS_URL;
  if (!external) buildWebIfStale();
  const server = external
    ? { baseUrl: external.replace(/\/$/, ''), dataDir: process.env.TUTORIALS_DATA_DIR ?? '', stop: async () => undefined }
    : await startServer({ SERVE_WEB: 'true', LOG_LEVEL: 'error', GENERATION_ENGINES: 'generate=studio' });
  const work = mkdtempSync(join(tmpdir(), 'vitrina-tutorials-'));
  const chromium = await loadChromium(work);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--hide-scrollbars'],
  });
  const failed: string[] = [];
  try {
    const api = new LoadApi(server.baseUrl, server.dataDir);
    const user = await api.createUser('tutorials');
    for (const tutorial of todo) {
      console.log(`${tutorial.id}:`);
      try {
        await recordTutorial({ browser, baseUrl: server.baseUrl, api, user, tutorial, work });
      } catch (error) {
        failed.push(tutorial.id);
        console.error(`${tutorial.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (failed.length > 0) {
    console.error(`not recorded: ${failed.join(', ')} (run again with --only=${failed.join(',')})`);
    process.exitCode = 1;
  }
}

await main();
