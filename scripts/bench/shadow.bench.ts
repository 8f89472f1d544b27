import { renderShadow } from '../../packages/imaging/src/engines/shadow';
import { composeOnBackground } from '../../packages/imaging/src/engines/compose';
import type { Raster } from '../../packages/imaging/src/raster';
import { cpus, loadavg } from 'node:os';
import { median, peakRssMb, timeRuns, type Reporter } from './report';

/** A 1200x1600 cut-out: an anti-aliased rounded bottle-like shape with a shaded body, as matting yields. */
function benchCutout(): Raster {
  const width = 1200;
  const height = 1600;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const half = y < 500 ? 180 : y < 700 ? 180 + (y - 500) * 1.6 : 500;
    for (let x = 0; x < width; x++) {
      const edge = half - Math.abs(x - 600);
      const alpha = y < 40 || y > 1560 ? 0 : Math.max(0, Math.min(1, edge + 0.5));
      const o = (y * width + x) * 4;
      const shade = 0.5 + 0.5 * Math.cos(((x - 600) / 500) * 1.2);
      data[o] = 40 + 150 * shade;
      data[o + 1] = 90 + 100 * shade;
      data[o + 2] = 120 + 80 * shade;
      data[o + 3] = Math.round(alpha * 255);
    }
  }
  return { width, height, channels: 4, data };
}

/**
 * The engines alone (no decode, cut-out or encoding) on a large synthetic cut-out at marketplace
 * size. The whole tasks on a real photo: apps/server/bench/shadow-task.bench.ts (`npm run bench shadow` runs both).
 */
export default async function run(report: Reporter): Promise<void> {
  const cutout = benchCutout();
  const cpuStart = process.cpuUsage();
  const preset = { format: { width: 2000, height: 2000 }, padding: 0.1, angle: 'front' as const, zoom: 0.9, background: '#ffffff' };
  const front = await timeRuns(() => renderShadow(cutout, preset), 7);
  report.figure('engine only: front shadow, 1200x1600 synthetic cut-out -> 2000x2000 (no cut-out, no encoding), median', median(front), 'ms');
  const cpu = process.cpuUsage(cpuStart);
  report.figure('front shadow, CPU time per render (all threads, 8 renders)', (cpu.user + cpu.system) / 1000 / 8, 'ms');
  const reflection = await timeRuns(() => renderShadow(cutout, preset, { reflection: { opacity: 0.3, falloff: 0.3 } }), 7);
  report.figure('front shadow + reflection, 2000x2000, median', median(reflection), 'ms');
  const top = await timeRuns(() => renderShadow(cutout, { ...preset, angle: 'top' }), 7);
  report.figure('top shadow, 2000x2000, median', median(top), 'ms');
  const gradient = { type: 'linear' as const, angle: 180, stops: [{ offset: 0, color: '#f4f1ec' }, { offset: 1, color: '#cfc7bb' }] };
  const compose = await timeRuns(() => composeOnBackground(cutout, gradient, { x: 0.5, y: 0.55, scale: 0.8 }, { width: 2000, height: 2000, shadow: { angle: 'front' } }), 7);
  report.figure('compose on linear gradient + front shadow, 2000x2000, median', median(compose), 'ms');
  report.figure('peak RSS', peakRssMb(), 'MB');
  // The machine may be shared: wall-clock medians are only comparable at similar load.
  report.note(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`);
}
