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

const realPhotos = join(fileURLToPath(new URL('.', import.meta.url)), '../../packages/imaging/test/real-photos/photos');

async function realPhoto(name: string): Promise<Raster> {
  const { data, info } = await sharp(join(realPhotos, name)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) };
}

/** A brush mask: round strokes of `radius` along each polyline (what a user paints over an object). */
function brushMask(width: number, height: number, strokes: { points: [number, number][]; radius: number }[]): Raster {
  const data = new Uint8Array(width * height);
  for (const { points, radius } of strokes) {
    for (let k = 0; k < points.length; k++) {
      const [ax, ay] = points[k];
      const [bx, by] = points[Math.min(points.length - 1, k + 1)];
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay)));
      for (let s = 0; s <= steps; s++) {
        const cx = ax + ((bx - ax) * s) / steps;
        const cy = ay + ((by - ay) * s) / steps;
        for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(height - 1, Math.ceil(cy + radius)); y++) {
          for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(width - 1, Math.ceil(cx + radius)); x++) {
            if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) data[y * width + x] = 255;
          }
        }
      }
    }
  }
  return { width, height, channels: 1, data };
}

const share = (mask: Raster) => mask.data.reduce((sum, value) => sum + (value ? 1 : 0), 0) / mask.data.length;

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

/**
 * Magic eraser on real photographs with the masks a seller paints: the spoon on the coffee photo
 * (600x400, scikit-image, CC0), and a winding stroke over the vessels of the retina photograph
 * (1411x1411, 2 megapixels, scikit-image, CC0; the largest real photo in the set). Then outpaint.
 */
export default async function run(report: Reporter): Promise<void> {
  const coffee = await realPhoto('coffee.jpg');
  // The spoon: its handle from the saucer's rim down to the bowl, and the bowl, painted generously.
  const spoon = brushMask(coffee.width, coffee.height, [
    { points: [[413, 66], [404, 120], [392, 180], [380, 236]], radius: 14 },
    { points: [[366, 270], [366, 300]], radius: 46 },
  ]);
  let seed = 0;
  const eraseSpoon = await timeRuns(() => inpaint(coffee, spoon, { seed: seed++ }), 5);
  report.figure(`inpaint coffee 600x400, spoon erased (${(share(spoon) * 100).toFixed(1)} % brushed), median`, median(eraseSpoon), 'ms');
  report.figure('inpaint coffee spoon, CPU time', await cpuMs(() => inpaint(coffee, spoon, { seed: 1 })), 'ms');

  const retina = await realPhoto('retina.jpg');
  const vessel = brushMask(retina.width, retina.height, [
    { points: [[520, 300], [610, 470], [700, 620], [760, 760], [900, 880], [1040, 960]], radius: 26 },
    { points: [[380, 900], [520, 1000], [640, 1120]], radius: 20 },
  ]);
  const eraseVessel = await timeRuns(() => inpaint(retina, vessel, { seed: seed++ }), 3);
  report.figure(`inpaint retina 1411x1411 (2 MP), brush strokes erased (${(share(vessel) * 100).toFixed(1)} %), median`, median(eraseVessel), 'ms', { max: 1500 });
  report.figure(`inpaint retina 1411x1411, p95`, percentile(eraseVessel, 95), 'ms');
  report.figure('inpaint retina 1411x1411, CPU time', await cpuMs(() => inpaint(retina, vessel, { seed: 2 })), 'ms', { max: 1500 });

  const square = await photoLike(1024, 1024);
  const widen = await timeRuns(() => outpaint(square, { ratio: '16:9' }), 3);
  report.figure('outpaint 1024x1024 -> 16:9 (1820x1024), median', median(widen), 'ms');
  report.figure('outpaint 1024x1024 -> 16:9, CPU time', await cpuMs(() => outpaint(square, { ratio: '16:9' })), 'ms');
  report.figure('peak RSS', peakRssMb(), 'MB');
  report.note(`load average while measuring: ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).availableParallelism()} cores`);
}
