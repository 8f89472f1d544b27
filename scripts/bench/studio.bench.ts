import { cpus, loadavg } from 'node:os';
import { parsePrompt } from '../../packages/contracts/src/prompt';
import { studioEngine } from '../../packages/imaging/src/engines/studio';
import type { Raster } from '../../packages/imaging/src/raster';
import { median, peakRssMb, timeRuns, type Reporter } from './report';

/** An 800x1200 bottle-like cut-out with anti-aliased edges, as background removal yields. */
function benchCutout(): Raster {
  const width = 800;
  const height = 1200;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const half = y < 300 ? 100 : y < 420 ? 100 + (y - 300) * 2.2 : 364;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const shade = 0.5 + 0.5 * Math.cos(((x - 400) / 364) * 1.2);
      data[o] = 40 + 150 * shade;
      data[o + 1] = 90 + 100 * shade;
      data[o + 2] = 120 + 80 * shade;
      data[o + 3] = y < 30 || y > 1170 ? 0 : Math.round(Math.max(0, Math.min(1, half - Math.abs(x - 400) + 0.5)) * 255);
    }
  }
  return { width, height, channels: 4, data };
}

const parts = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.parts;
};

/**
 * One 1024² studio render per style on a synthetic cut-out: the engine alone (no decode, cut-out
 * or encoding). The whole generate task on a real photo: apps/server/bench/studio-task.bench.ts
 * (`npm run bench studio` runs both).
 */
export default async function run(report: Reporter): Promise<void> {
  const cutout = benchCutout();
  const request = { cutout, negativePrompt: [], theme: 'none', width: 1024, height: 1024, quantity: 1 };
  let seed = 1;
  const all: number[] = [];
  for (const [style, prompt] of [
    ['studio', ''],
    ['luxury', '(marble podium)1.3, gold spheres'],
    ['natural', 'wooden table, leaves, warm light'],
    ['neon', 'neon, reflection'],
  ] as const) {
    const durations = await timeRuns(() => studioEngine.generate({ ...request, style, prompt: parts(prompt), seed: seed++ }), 5);
    all.push(...durations);
    report.figure(`engine only: studio ${style}, 1024x1024, median`, median(durations), 'ms', { max: 1500 });
  }
  report.figure('studio, all styles, 1024x1024, median', median(all.sort((a, b) => a - b)), 'ms', { max: 1500 });
  const batch = await timeRuns(() => studioEngine.generate({ ...request, style: 'pastel', prompt: [], quantity: 4, seed: 9 }), 3);
  report.figure('studio batch of 4, 1024x1024, median', median(batch), 'ms');
  report.figure('peak RSS', peakRssMb(), 'MB');
  report.note(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`);
}
