/**
 * Sizing figures for operators (docs/deploy.md): each tool runs as a real job — service, queue,
 * runner, worker thread, engine, storage, database — in an embedded app (in-memory PGlite) with
 * ONE worker thread, one job at a time, on a 1024x1024 product photo. Per tool: CPU seconds per
 * job (every thread of the process, ONNX Runtime's included), wall seconds, and the jobs a minute
 * one fully used core sustains (60 / CPU seconds). The peak RSS after all tools is the memory of
 * a worker process with one thread. BENCH_JOB_RUNS sets the timed runs per tool (default 2).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { AccessTokens } from '../src/adapters/access-tokens';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildScene } from '../../../packages/imaging/test/background-removal/scenes';
import { encodeRaster } from '../../../packages/imaging/src/raster';
import { median, peakRssMb, type Reporter } from '../../../scripts/bench/report';

const RUNS = Number(process.env.BENCH_JOB_RUNS ?? 2);

interface ToolCase {
  tool: string;
  /** How the figures name it (the tool, and its scale for upscale). */
  label?: string;
  params: Record<string, unknown>;
  /** inpaint erases what a mask marks. */
  withMask?: boolean;
}

const CASES: ToolCase[] = [
  { tool: 'convert', params: { format: 'webp' } },
  { tool: 'remove-background', params: {} },
  { tool: 'shadow', params: {} },
  { tool: 'create-background', params: {} },
  { tool: 'image-edit', params: {} },
  { tool: 'generate', params: {} },
  { tool: 'inpaint', params: {}, withMask: true },
  { tool: 'watermark-removal', params: {} },
  { tool: 'outpaint', params: {} },
  { tool: 'upscale', label: 'upscale x2', params: { scale: 2 } },
  { tool: 'upscale', label: 'upscale x4 (default)', params: {} },
];

async function photoPng(): Promise<Buffer> {
  const scene = await buildScene({ product: 'bottle', background: 'bgr-launchpad', width: 1024, height: 1024 });
  return Buffer.from(await encodeRaster(scene.image, 'png'));
}

async function maskPng(): Promise<Buffer> {
  const white = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#ffffff' } }).png().toBuffer();
  return sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#000000' } })
    .composite([{ input: white, left: 430, top: 600 }])
    .png()
    .toBuffer();
}

async function runJob(app: App, userId: string, imageId: string, toolCase: ToolCase, maskImageId: string | undefined): Promise<{ cpuSeconds: number; wallSeconds: number; status: string }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const job = await app.services.jobs.submit(userId, toolCase.tool, { imageId, params: toolCase.params, ...(toolCase.withMask ? { maskImageId } : {}) });
  for (;;) {
    const row = await app.services.jobs.get(userId, job.id);
    if (row.status === 'succeeded' || row.status === 'failed' || row.status === 'cancelled') {
      const cpu = process.cpuUsage(cpuBefore);
      return { cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds: (performance.now() - started) / 1000, status: row.status === 'failed' ? `failed: ${row.errorCode}` : row.status };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export default async function bench(reporter: Reporter): Promise<void> {
  reporter.note(`${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start; 1 worker thread, 1 job at a time, 1024x1024 photo, ${RUNS} timed runs after 1 warm-up per tool`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-jobs-'));
  const database = await openDatabase({});
  await migrate(database);
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', WORKER_THREADS: '1' });
  const app = await buildApp({ config, database, accessTokens: new AccessTokens(randomBytes(32).toString('hex')), logger: false });
  await app.ready();
  const userId = randomUUID();
  await database.query("INSERT INTO users (id, email) VALUES ($1, 'bench@example.com')", [userId]);
  await app.repositories.credits.append({ userId, kind: 'grant', amount: 10_000, reason: 'bench' });
  const photo = await photoPng();
  const mask = await app.services.images.ingestUpload(userId, { bytes: await maskPng() }, 'mask');
  try {
    for (const toolCase of CASES) {
      const label = toolCase.label ?? toolCase.tool;
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        // A fresh upload each time: one operation at a time per image, and no cached result.
        const image = await app.services.images.ingestUpload(userId, { bytes: photo }, 'product');
        const result = await runJob(app, userId, image.id, toolCase, mask.id);
        if (result.status !== 'succeeded') {
          reporter.note(`${label}: ${result.status}`);
          break;
        }
        if (run === 0) continue; // warm-up: loads models, starts the thread
        cpu.push(result.cpuSeconds);
        wall.push(result.wallSeconds);
      }
      if (cpu.length === 0) continue;
      const cpuSeconds = median(cpu.sort((a, b) => a - b));
      reporter.figure(`${label}: CPU seconds per job`, cpuSeconds, 's');
      reporter.figure(`${label}: wall seconds per job`, median(wall.sort((a, b) => a - b)), 's');
      reporter.figure(`${label}: jobs a minute per core`, 60 / cpuSeconds, 'jobs/min');
      reporter.flush(); // tool by tool: the slow ones (upscale x4) come last
    }
    reporter.figure('worker process with 1 thread, all tools loaded: peak RSS', peakRssMb(), 'MB');
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
