/**
 * The watermark page's path, upload to download, through the public API as a client would call
 * it: `POST /api/v1/watermark-detect` (the API's default parameters: tiled search on) answers the
 * mask, then `POST /api/v1/watermark-removal` with the photo and that mask unchanged (what a seller
 * gets by pressing Remove without touching the brush) answers the cleaned PNG. An embedded app
 * (in-memory PGlite, one worker thread, warmed up). The photo is a real one (scikit-image's rocket,
 * 640x427, enlarged to 1024 px wide) with two of the watermark eval's marks: a white 55 % caption
 * across it and a grey © tiled over it (the tiled search and un-blend are the slow part), as JPEG
 * q80. Each call is split into its job's run (claim to finish, as the jobs table records it) and
 * the rest (upload, queue, answer). BENCH_API_RUNS sets the timed runs (default 3).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeRaster, encodeRaster } from '../../../packages/imaging/src/raster';
import { addTextWatermark } from '../../../packages/imaging/test/watermark/add-watermark';
import { median, type Reporter } from '../../../scripts/bench/report';
import { WATERMARK_JPEG_QUALITY, WATERMARK_MARKS } from '../../../scripts/eval/watermark-marks';
import { AccessTokens } from '../src/adapters/access-tokens';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const RUNS = Number(process.env.BENCH_API_RUNS ?? 3);
const MARKS = ['white © caption', 'tiled grey ©'];

interface Call {
  totalMs: number;
  /** The job's run in the worker (started_at to finished_at). */
  runMs: number;
  bytes: Buffer;
}

/**
 * The rocket enlarged to 1024 px wide, with the eval's caption and tiled grey ©, as JPEG q80; the
 * first pixel's red raised by `variant` (mod 256): each run uploads another photo, so the engine's
 * memo of the last photo's tiled search serves only the page's own removal, as for a seller.
 */
async function markedPhoto(variant: number): Promise<Buffer> {
  const file = new URL('../../../packages/imaging/test/real-photos/photos/rocket.jpg', import.meta.url);
  const enlarged = await sharp(readFileSync(file)).resize({ width: 1024 }).jpeg({ quality: 95 }).toBuffer();
  let image = await decodeRaster(enlarged, 3);
  for (const name of MARKS) {
    const mark = WATERMARK_MARKS.find((entry) => entry.name === name);
    if (!mark) throw new Error(`no eval mark named ${name}`);
    image = (await addTextWatermark(image, mark.spec)).marked;
  }
  image.data[0] = (image.data[0] + variant) % 256;
  return Buffer.from(await encodeRaster(image, 'jpg', { quality: WATERMARK_JPEG_QUALITY }));
}

async function multipart(files: Record<string, Buffer>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [field, bytes] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(bytes)]), `${field}.${field === 'mask_file' ? 'png' : 'jpg'}`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function apiCall(app: App, database: DatabaseHandle, key: string, tool: string, files: Record<string, Buffer>): Promise<Call> {
  const body = await multipart(files);
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: `/api/v1/${tool}`, headers: { 'content-type': body.contentType, 'x-api-key': key }, payload: body.payload });
  const totalMs = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${tool} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  const [row] = await database.query<{ started_at: Date; finished_at: Date }>('SELECT started_at, finished_at FROM jobs WHERE id = $1', [String(response.headers['x-job-id'] ?? '')]);
  if (!row) throw new Error(`no job row for ${tool}`);
  return { totalMs, runMs: new Date(row.finished_at).getTime() - new Date(row.started_at).getTime(), bytes: response.rawPayload };
}

export default async function bench(reporter: Reporter): Promise<void> {
  reporter.note(`${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start; 1 worker thread (warmed up), rocket enlarged to 1024x683 with the eval's white © caption and tiled grey ©, JPEG q${WATERMARK_JPEG_QUALITY} (one pixel differs per run); ${RUNS} timed runs after one untimed`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-watermark-'));
  const database = await openDatabase({});
  await migrate(database);
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', WORKER_THREADS: '1', WARM_UP_WORKERS: 'true' });
  const accessTokens = new AccessTokens(randomBytes(32).toString('hex'));
  const app = await buildApp({ config, database, accessTokens, logger: false });
  await app.ready();
  try {
    const userId = randomUUID();
    await database.query("INSERT INTO users (id, email) VALUES ($1, 'bench-watermark@example.com')", [userId]);
    await app.repositories.credits.append({ userId, kind: 'grant', amount: 10_000, reason: 'bench' });
    const generated = await app.inject({ method: 'POST', url: '/api/profile/token/generate', headers: { authorization: `Bearer ${await accessTokens.sign({ userId })}` } });
    const key = generated.json<{ data: { token: string } }>().data.token;
    await app.services.jobs.whenWarm();

    const page = async (variant: number) => {
      const photo = await markedPhoto(variant);
      const detect = await apiCall(app, database, key, 'watermark-detect', { image_file: photo });
      const remove = await apiCall(app, database, key, 'watermark-removal', { image_file: photo, mask_file: detect.bytes });
      return { detect, remove, load: loadavg()[0] ?? Number.NaN };
    };
    // One untimed run: the worker's first detector session and the engines' first calls.
    const first = await page(0);
    const runs: Awaited<ReturnType<typeof page>>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await page(run + 1));
    const middle = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick).sort((a, b) => a - b));
    reporter.figure('watermark page path (detect, then remove with its mask), median', middle((run) => run.detect.totalMs + run.remove.totalMs), 'ms');
    reporter.figure('  POST /api/v1/watermark-detect, median', middle((run) => run.detect.totalMs), 'ms');
    reporter.figure('    its job run', middle((run) => run.detect.runMs), 'ms');
    reporter.figure('  POST /api/v1/watermark-removal with the mask, median', middle((run) => run.remove.totalMs), 'ms');
    reporter.figure('    its job run', middle((run) => run.remove.runMs), 'ms');
    reporter.figure('first page path after start (untimed above)', first.detect.totalMs + first.remove.totalMs, 'ms');
    runs.forEach((run, index) =>
      reporter.note(`run ${index + 1}: detect ${run.detect.totalMs.toFixed(0)} ms (job ${run.detect.runMs}), remove ${run.remove.totalMs.toFixed(0)} ms (job ${run.remove.runMs}); load ${run.load.toFixed(1)}`),
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
