import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { inpaint } from '../../packages/imaging/src/engines/inpaint';
import { outpaint } from '../../packages/imaging/src/engines/outpaint';
import type { Raster } from '../../packages/imaging/src/raster';
import { median, peakRssMb, percentile, timeRuns, type Reporter } from './report';

const fixtures = join(fileURLToPath(new URL('.', import.meta.url)), '../../packages/imaging/test/fixtures');

/** A photo-like frame from real fixtures: the cat photo enlarged, real textures blended in. */
async function photoLike(width: number, height: number): Promise<Raster> {
  const gravel = await sharp(join(fixtures, 'inpaint-gravel.png')).resize(Math.round(width * 0.3)).toColourspace('srgb').png().toBuffer();
  const brick = await sharp(join(fixtures, 'inpaint-brick.png')).resize(Math.round(width * 0.3)).toColourspace('srgb').png().toBuffer();
  const { data, info } = await sharp(join(fixtures, 'inpaint-chelsea.png'))
    .resize(width, height, { fit: 'cover' })
    .composite([
      { input: gravel, left: Math.round(width * 0.05), top: Math.round(height * 0.5), blend: 'overlay' },
      { input: brick, left: Math.round(width * 0.62), top: Math.round(height * 0.06), blend: 'multiply' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) };
}

/** A disc covering `share` of the frame, off centre (a typical object to erase). */
function discMask(width: number, height: number, share: number): Raster {
  const radius = Math.sqrt((share * width * height) / Math.PI);
  const cx = width * 0.45;
  const cy = height * 0.55;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) data[y * width + x] = 255;
  return { width, height, channels: 1, data };
}

/**
 * CPU milliseconds of one call. The engines are single-threaded, so on a machine shared with
 * other work this is what the wall time would be on an idle core; both are reported.
 */
async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Magic eraser on a 3-megapixel photo, and outpaint of a square frame to 16:9. */
export default async function run(report: Reporter): Promise<void> {
  const photo = await photoLike(2048, 1536);
  const mask = discMask(2048, 1536, 0.05);
  let seed = 0;
  const erase = await timeRuns(() => inpaint(photo, mask, { seed: seed++ }), 5);
  report.figure('inpaint 2048x1536, 5 % disc erased, median', median(erase), 'ms', { max: 1500 });
  report.figure('inpaint 2048x1536, 5 % disc erased, p95', percentile(erase, 95), 'ms');
  const eraseCpu: number[] = [];
  for (let i = 0; i < 3; i++) eraseCpu.push(await cpuMs(() => inpaint(photo, mask, { seed: i })));
  report.figure('inpaint 2048x1536, 5 % disc erased, CPU time median', median(eraseCpu.sort((a, b) => a - b)), 'ms', { max: 1500 });

  const square = await photoLike(1024, 1024);
  const widen = await timeRuns(() => outpaint(square, { ratio: '16:9' }), 3);
  report.figure('outpaint 1024x1024 -> 16:9 (1820x1024), median', median(widen), 'ms');
  report.figure('outpaint 1024x1024 -> 16:9, CPU time', await cpuMs(() => outpaint(square, { ratio: '16:9' })), 'ms');
  report.figure('peak RSS', peakRssMb(), 'MB');
  report.note(`load average while measuring: ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores`);
}
