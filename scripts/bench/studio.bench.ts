import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parsePrompt } from '../../packages/contracts/src';
import { bareInference, decodeRaster, encodeRaster, modelInputFromRaster, removeBackground, studioEngine, type Raster } from '../../packages/imaging/src';
import { median, peakRssMb, type Reporter } from './report';

/**
 * The generate task a user waits for with the built-in studio engine, on real photos, timed part by
 * part in the order the task runs them (apps/server/src/tools/generate/generate.task.ts): decode,
 * cut-out with the production default model (ISNet `quality`, as `ensureCutout` calls it, after the
 * warm-up a worker does at start), the studio render (including the product's ESRGAN enlargement
 * when it is placed past 1.25x), JPEG encoding at quality 92. The task itself end to end, through
 * the server's code: apps/server/bench/studio-task.bench.ts (`npm run bench studio` runs both).
 */
const PHOTOS = [
  { name: 'coffee photo 600x400 (real, CC0)', url: new URL('../../packages/imaging/test/real-photos/photos/coffee.jpg', import.meta.url) },
  { name: 'perfume system product 1400x1400', url: new URL('../../apps/server/assets/system-products/perfume-bottle.jpg', import.meta.url) },
];
const STYLES: [string, string][] = [
  ['studio', ''],
  ['luxury', 'marble podium, gold spheres'],
  ['kitchen', 'marble table'],
  ['natural', 'wooden table, leaves, warm light'],
];
const SIZE = 1024;

const parts = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.parts;
};

/** As apps/server/src/tools/shadow/cutout.ts: a photo without transparency is cut out first. */
async function cutOut(raster: Raster): Promise<Raster> {
  for (let i = 3; i < raster.data.length; i += 4) if ((raster.data[i] ?? 255) < 250) return raster;
  const rgb = new Uint8Array(raster.width * raster.height * 3);
  for (let p = 0; p < raster.width * raster.height; p++) rgb.set(raster.data.subarray(p * 4, p * 4 + 3), p * 3);
  return removeBackground({ width: raster.width, height: raster.height, channels: 3, data: rgb }, { model: 'quality', output: 'cutout' });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

export default async function run(report: Reporter): Promise<void> {
  report.note(`load average ${loadavg()[0].toFixed(1)} at start on ${cpus().length} CPUs (shared machine)`);
  const blank = { width: 8, height: 8, channels: 3 as const, data: new Uint8Array(8 * 8 * 3) };
  const [, warmUp] = await timed(async () => bareInference(await modelInputFromRaster(blank), 'quality'));
  report.figure('warm-up of the cut-out model (not counted below)', warmUp, 'ms');
  let seed = 1;
  for (const photo of PHOTOS) {
    const bytes = new Uint8Array(await readFile(photo.url));
    const columns = { decode: [] as number[], cutout: [] as number[], render: [] as number[], encode: [] as number[], total: [] as number[] };
    for (const [style, prompt] of STYLES) {
      const [raster, decode] = await timed(() => decodeRaster(bytes, 4));
      const [cutout, cut] = await timed(() => cutOut(raster));
      const request = { cutout, prompt: parts(prompt), negativePrompt: [], style, theme: 'none', width: SIZE, height: SIZE, quantity: 1, seed: seed++ };
      const [scenes, render] = await timed(() => studioEngine.generate(request));
      const [, encode] = await timed(() => encodeRaster(scenes[0]?.raster ?? raster, 'jpg', { quality: 92 }));
      columns.decode.push(decode);
      columns.cutout.push(cut);
      columns.render.push(render);
      columns.encode.push(encode);
      columns.total.push(decode + cut + render + encode);
      report.figure(`${photo.name}, ${style}: render alone`, render, 'ms');
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    report.figure(`${photo.name}: decode, median of 4`, median(sorted(columns.decode)), 'ms');
    report.figure(`  cut-out (ISNet quality), median`, median(sorted(columns.cutout)), 'ms');
    report.figure(`  studio render ${SIZE}x${SIZE}, median over the 4 styles`, median(sorted(columns.render)), 'ms');
    report.figure(`  JPEG encoding, median`, median(sorted(columns.encode)), 'ms');
    report.figure(`  sum of the parts, median`, median(sorted(columns.total)), 'ms');
  }
  report.note('the first render of a photo includes the ESRGAN enlargement of its cut-out when placed past 1.25x (cached for its next variations)');
  report.figure('peak RSS', peakRssMb(), 'MB');
  report.note(`load average ${loadavg()[0].toFixed(1)} at the end`);
}
