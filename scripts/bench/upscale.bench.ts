/**
 * Upscale engine: x4 of a 256x256 photo with each model (median wall time, CPU time, peak RSS), and
 * slim x4 on growing inputs to show that tiling keeps memory flat (beyond the output itself).
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_UPSCALE_MODEL, UPSCALE_MODELS, upscale } from '../../packages/imaging/src/engines/upscale';
import { lanczos3Resize } from '../../packages/imaging/src/engines/upscale/resample';
import { decodeRaster } from '../../packages/imaging/src/raster';
import { median, peakRssMb, timeRuns, type Reporter } from './report';

const fixture = fileURLToPath(new URL('../../packages/imaging/test/fixtures/upscale-astronaut.webp', import.meta.url));

export default async function run(report: Reporter): Promise<void> {
  const photo = await decodeRaster(await readFile(fixture), 3); // 256x256, scikit-image "astronaut" crop
  report.note(`load average at the start: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
  report.note(`input: 256x256 photo; process RSS before any model: ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);

  // Large inputs first, while the process peak is still the slim model's own.
  report.note('slim x4 on growing inputs (each output also holds width*height*3 bytes)');
  for (const size of [256, 512, 1024]) {
    const input = size === 256 ? photo : lanczos3Resize(photo, size, size);
    const start = performance.now();
    const output = await upscale(input, { model: 'slim', scale: 4 });
    report.figure(`slim x4 ${size}² -> ${output.width}², one run`, performance.now() - start, 'ms');
    report.figure(`  output raster size`, output.data.byteLength / 1048576, 'MB');
    report.figure(`  peak RSS after slim ${size}²`, peakRssMb(), 'MB');
  }

  for (const model of UPSCALE_MODELS) {
    const isDefault = model === DEFAULT_UPSCALE_MODEL;
    const first = performance.now();
    await upscale(photo, { model, scale: 4 });
    report.figure(`${model}: first call (Keras->ONNX, session, run)`, performance.now() - first, 'ms');
    const cpuBefore = process.cpuUsage();
    const runs = await timeRuns(() => upscale(photo, { model, scale: 4 }), 3, 0);
    const cpu = process.cpuUsage(cpuBefore);
    report.figure(`${model} x4 256² -> 1024², median of 3${isDefault ? ' (default)' : ''}`, median(runs), 'ms', isDefault ? { max: 10_000 } : undefined);
    report.figure(`  ${model} CPU time per run (user+system, 2 threads)`, (cpu.user + cpu.system) / 1000 / runs.length, 'ms');
    report.figure(`  peak RSS after ${model}`, peakRssMb(), 'MB');
  }
  // The machine is shared: a load well above 2 explains wall times far above CPU time / 2.
  report.note(`load average (1, 5, 15 min) at the end: ${loadavg().map((value) => value.toFixed(1)).join(', ')}`);
}
