/**
 * The public API's synchronous background removal against the bare network (issue 25: "the end
 * to end API path within 1.2x the bare network inference, measured in the same run"). An embedded
 * app (in-memory PGlite, one worker thread) answers `POST /api/v1/remove-background` with a
 * 1024x1024 JPEG photo and an API key, default parameters (quality model, PNG cut-out), as a
 * client would call it. The ratio divides each call's time by the network's run inside that very
 * call (timed from the engine's progress reports), so both meet the same machine load; the bare
 * inference in a pool thread of its own, interleaved with the calls, is reported beside it. The
 * path is split where the time goes: upload handling (until the job row exists), the wait for a
 * worker, the job's run (outside the task: claim, reading the upload, storing and recording the
 * output), the tail (noticing the end, reading and sending the PNG), and the task's engine steps
 * timed one by one in a pool thread. The first call after the start is reported too (with
 * WARM_UP_WORKERS=false it pays for the thread and the ISNet session). BENCH_API_RUNS sets the
 * timed runs (default 5).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeRaster } from '../../../packages/imaging/src/raster';
import { buildScene } from '../../../packages/imaging/test/background-removal/scenes';
import { median, type Reporter } from '../../../scripts/bench/report';
import { AccessTokens } from '../src/adapters/access-tokens';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { taskRef } from '../src/workers/task';
import { WorkerPool } from '../src/workers/worker-pool';
import { ISNET_STEPS, type IsnetStep } from './isnet-steps.task';
import type * as IsnetStepsTask from './isnet-steps.task';

const isnetSteps = taskRef<typeof IsnetStepsTask>(new URL('./isnet-steps.task.ts', import.meta.url));

const RUNS = Number(process.env.BENCH_API_RUNS ?? 5);

interface ApiRun {
  totalMs: number;
  uploadMs: number;
  queueMs: number;
  runMs: number;
  /** The job's remove-background task in its pool thread, hops to and from the thread included. */
  taskMs: number;
  /** The network's run inside that task (between the progress the engine reports before and after it). */
  networkMs: number;
  /** In the task before the network: the hop to the thread, decoding, the model input. */
  beforeNetworkMs: number;
  /** In the task after the network: probability fixes, refinement, decontamination, PNG, the hop back. */
  afterNetworkMs: number;
  tailMs: number;
}

interface TaskTiming {
  taskMs: number;
  networkMs: number;
  beforeNetworkMs: number;
  afterNetworkMs: number;
}

/** The engine's progress around the network run, as the task scales it (remove-background.task.ts: x 0.95). */
const BEFORE_NETWORK = 0.045 * 0.95;
const AFTER_NETWORK = 0.72 * 0.95;

/**
 * Times every remove-background task the app's pool runs, and the network's run inside it from
 * the task's progress reports (bench instrumentation, this process only): the bare inference of
 * the very call, under the very load it met.
 */
function timeRemoveBackgroundTasks(): { last(): TaskTiming } {
  const timings: TaskTiming[] = [];
  // Called back with .call(this) below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = WorkerPool.prototype.run;
  WorkerPool.prototype.run = async function timed(this: WorkerPool, task: Parameters<typeof original>[0], input: unknown, options: Parameters<typeof original>[2] = {}) {
    if (!task.url.endsWith('/remove-background.task.ts')) return original.call(this, task, input, options);
    const marks: { fraction: number; at: number }[] = [];
    const onProgress = (fraction: number) => {
      marks.push({ fraction, at: performance.now() });
      options.onProgress?.(fraction);
    };
    const start = performance.now();
    try {
      return await original.call(this, task, input, { ...options, onProgress });
    } finally {
      const end = performance.now();
      const reached = (fraction: number) => marks.find((mark) => mark.fraction >= fraction - 1e-9)?.at ?? Number.NaN;
      timings.push({
        taskMs: end - start,
        networkMs: reached(AFTER_NETWORK) - reached(BEFORE_NETWORK),
        beforeNetworkMs: reached(BEFORE_NETWORK) - start,
        afterNetworkMs: end - reached(AFTER_NETWORK),
      });
    }
  } as typeof original;
  return { last: () => timings.at(-1) ?? { taskMs: Number.NaN, networkMs: Number.NaN, beforeNetworkMs: Number.NaN, afterNetworkMs: Number.NaN } };
}

async function photoJpeg(): Promise<Buffer> {
  const scene = await buildScene({ product: 'bottle', background: 'bgr-launchpad', width: 1024, height: 1024 });
  return Buffer.from(await encodeRaster(scene.image, 'jpg', { quality: 90 }));
}

async function multipart(photo: Buffer): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('image_file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function apiCall(app: App, database: DatabaseHandle, key: string, photo: Buffer, task: () => TaskTiming): Promise<ApiRun> {
  const body = await multipart(photo);
  const started = Date.now();
  const response = await app.inject({ method: 'POST', url: '/api/v1/remove-background', headers: { 'content-type': body.contentType, 'x-api-key': key }, payload: body.payload });
  const ended = Date.now();
  if (response.statusCode !== 200 || response.headers['content-type'] !== 'image/png') throw new Error(`remove-background answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  const jobId = String(response.headers['x-job-id'] ?? '');
  const [row] = await database.query<{ created_at: Date; started_at: Date; finished_at: Date }>('SELECT created_at, started_at, finished_at FROM jobs WHERE id = $1', [jobId]);
  if (!row) throw new Error(`no job row for ${jobId}`);
  const at = (value: Date) => new Date(value).getTime();
  return {
    totalMs: ended - started,
    uploadMs: at(row.created_at) - started,
    queueMs: at(row.started_at) - at(row.created_at),
    runMs: at(row.finished_at) - at(row.started_at),
    ...task(),
    tailMs: ended - at(row.finished_at),
  };
}

export default async function bench(reporter: Reporter): Promise<void> {
  const warmUp = process.env.WARM_UP_WORKERS ?? 'true';
  reporter.note(`${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start; 1 worker thread (warm-up ${warmUp === 'false' ? 'off' : 'on'}), 1024x1024 JPEG, quality model, ${RUNS} timed runs interleaved with the bare inference in a pool thread of its own`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-api-'));
  const database = await openDatabase({});
  await migrate(database);
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', WORKER_THREADS: '1', WARM_UP_WORKERS: warmUp });
  const accessTokens = new AccessTokens(randomBytes(32).toString('hex'));
  const app = await buildApp({ config, database, accessTokens, logger: false });
  await app.ready();
  // The bare figure comes from a thread like the job's, with the same ONNX session options.
  const pool = new WorkerPool({ size: 1 });
  const tasks = timeRemoveBackgroundTasks();
  try {
    const userId = randomUUID();
    await database.query("INSERT INTO users (id, email) VALUES ($1, 'bench-api@example.com')", [userId]);
    await app.repositories.credits.append({ userId, kind: 'grant', amount: 10_000, reason: 'bench' });
    const generated = await app.inject({ method: 'POST', url: '/api/profile/token/generate', headers: { authorization: `Bearer ${await accessTokens.sign({ userId })}` } });
    const key = generated.json<{ data: { token: string } }>().data.token;
    const photo = await photoJpeg();

    // The first call after a start (the server warmed up, unless WARM_UP_WORKERS=false), then
    // the bench's own thread (it starts and loads its ISNet session).
    await app.services.jobs.whenWarm();
    const first = await apiCall(app, database, key, photo, () => tasks.last());
    await pool.run(isnetSteps, { bytes: photo });

    const steps: Record<IsnetStep, number>[] = [];
    const runs: ApiRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      steps.push(await pool.run(isnetSteps, { bytes: photo }));
      runs.push(await apiCall(app, database, key, photo, () => tasks.last()));
    }
    const middle = (pick: (run: ApiRun) => number) => median(runs.map(pick).sort((a, b) => a - b));
    const stepMedian = (step: IsnetStep) => median(steps.map((entry) => entry[step]).sort((a, b) => a - b));
    const bareMedian = stepMedian('bare inference');
    const totalMedian = middle((run) => run.totalMs);
    reporter.figure('POST /api/v1/remove-background (sync), median', totalMedian, 'ms');
    reporter.figure('  its own network run (inside the job), median', middle((run) => run.networkMs), 'ms');
    reporter.figure('API path / its own network run (median of the calls)', middle((run) => run.totalMs / run.networkMs), 'x', { max: 1.2 });
    reporter.figure('bare inference in a thread of its own, median', bareMedian, 'ms');
    reporter.figure('API path / bare inference (medians; noisy under load)', totalMedian / bareMedian, 'x');
    reporter.figure('first call after start, total', first.totalMs, 'ms');
    reporter.figure('first call after start, job run', first.runMs, 'ms');
    reporter.figure('  upload handling (until the job exists)', middle((run) => run.uploadMs), 'ms');
    reporter.figure('  waiting for a worker', middle((run) => run.queueMs), 'ms');
    reporter.figure('  job run (hop, engine, storage, bookkeeping)', middle((run) => run.runMs), 'ms');
    reporter.figure('  after the run (notice, read, send)', middle((run) => run.tailMs), 'ms');
    reporter.figure('  the run outside the task (claim, read, thread hop, store, record)', middle((run) => run.runMs - run.taskMs), 'ms');
    reporter.figure('  in the task before the network (hop, decode, model input)', middle((run) => run.beforeNetworkMs), 'ms');
    reporter.figure('  in the task after the network (fixes, refinement, colours, PNG, hop)', middle((run) => run.afterNetworkMs), 'ms');
    reporter.figure('  overhead beyond the network (total - its own network run)', middle((run) => run.totalMs - run.networkMs), 'ms');
    for (const step of ISNET_STEPS) reporter.figure(`  task step in a pool thread: ${step}`, stepMedian(step), 'ms');
    // Every call, in order: the first calls after a start show what a cold thread still pays.
    runs.forEach((run, index) =>
      reporter.note(
        `call ${index + 1}: ${run.totalMs} ms, network ${run.networkMs.toFixed(0)} ms (${(run.totalMs / run.networkMs).toFixed(3)}x); upload ${run.uploadMs}, before network ${run.beforeNetworkMs.toFixed(0)}, after ${run.afterNetworkMs.toFixed(0)}, run outside the task ${(run.runMs - run.taskMs).toFixed(0)}, tail ${run.tailMs} ms`,
      ),
    );
  } finally {
    await pool.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
