/**
 * The upscale a user waits for (issue 25): an x4 of a 1411 px real photo (scikit-image's retina
 * fundus photograph, CC0) with the default model, on the task path (decode, upscale, encode to
 * PNG), through the worker pool as the job runs it: split into bands across the pool's threads,
 * and, for comparison, as one task. One run each (a run is minutes); CPU time is the process's,
 * worker threads included (getrusage of the process), and is split into stages at the progress
 * marks the tasks send (see STAGES). Modes: UPSCALE_BENCH_MODES=bands,single (default both).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { upscaleParamsSchema } from '@vitrina/contracts';
import sharp from 'sharp';
import { runUpscale } from '../src/tools/upscale/upscale-run';
import { WorkerPool } from '../src/workers/worker-pool';
import { peakRssMb, type Reporter } from '../../../scripts/bench/report';

const PHOTO = new URL('../../../packages/imaging/test/real-photos/photos/retina.jpg', import.meta.url);

/**
 * Where each stage ends, as the job's progress fraction: the bands take 0..0.93 and the assemble
 * task reports 0.3 (blended), 0.5 (alpha, exact size), 1 (encoded) of the rest (upscale-run.ts,
 * upscale-assemble.task.ts); one task reports the network up to 0.97 x 0.95 and encodes after 0.95.
 */
const STAGES: Record<string, [string, number][]> = {
  bands: [
    ['decode + bleed + network (bands)', 0.93],
    ['blend the bands', 0.93 + 0.07 * 0.3],
    ['alpha + exact size', 0.93 + 0.07 * 0.5],
    ['PNG encoding', 1],
  ],
  single: [
    ['decode + bleed + network', 0.97 * 0.95],
    ['alpha + exact size', 0.95],
    ['PNG encoding', 1],
  ],
};

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

export default async function run(report: Reporter): Promise<void> {
  const bytes = new Uint8Array(await readFile(PHOTO));
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const params = upscaleParamsSchema.parse({ scale: 4 });
  const modes = (process.env.UPSCALE_BENCH_MODES ?? 'bands,single').split(',');
  const pool = new WorkerPool({ size: Math.max(1, availableParallelism()) });
  report.note(`input: retina.jpg ${width}x${height}, x4 with the default model (${params.model}) to PNG; pool of ${pool.size} threads`);
  try {
    for (const mode of modes) {
      report.note(`load average (1, 5, 15 min) before ${mode}: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
      const cpuBefore = process.cpuUsage();
      const start = performance.now();
      let last = 0;
      const stages = STAGES[mode === 'single' ? 'single' : 'bands'];
      const marks: { cpu: number; wall: number }[] = [];
      const markUpTo = (fraction: number) => {
        while (marks.length < stages.length - 1 && fraction >= stages[marks.length][1] - 1e-9) marks.push({ cpu: cpuSeconds(), wall: performance.now() });
      };
      const cpuStart = cpuSeconds();
      const output = await runUpscale(
        pool,
        { bytes, hasAlpha: false, width, height, params },
        {
          bands: mode === 'single' ? 1 : pool.size,
          onProgress: (fraction) => {
            markUpTo(fraction);
            if (fraction - last >= 0.25) {
              last = fraction;
              report.note(`  ${mode}: ${Math.round(fraction * 100)}% after ${((performance.now() - start) / 1000).toFixed(0)} s`);
            }
          },
        },
      );
      const cpu = process.cpuUsage(cpuBefore);
      const meta = await sharp(output.bytes).metadata();
      report.figure(`x4 ${width}px photo -> ${meta.width}x${meta.height} PNG, ${mode === 'single' ? 'one task' : `${output.bands} bands in parallel`}: wall`, (performance.now() - start) / 1000, 's');
      report.figure(`  CPU time (all threads)`, (cpu.user + cpu.system) / 1e6, 's');
      marks.push({ cpu: cpuSeconds(), wall: performance.now() });
      let previous = { cpu: cpuStart, wall: start };
      for (const [index, mark] of marks.entries()) {
        report.note(`  ${stages[index][0]}: ${(mark.cpu - previous.cpu).toFixed(1)} s CPU, ${((mark.wall - previous.wall) / 1000).toFixed(1)} s wall`);
        previous = mark;
      }
      report.figure(`  PNG size`, output.bytes.byteLength / 1048576, 'MB');
      report.note(`load average after ${mode}: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
    }
    report.figure('peak RSS of the bench process', peakRssMb(), 'MB');
  } finally {
    await pool.close();
  }
}
