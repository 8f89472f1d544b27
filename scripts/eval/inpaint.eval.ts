/**
 * Magic eraser on holes over known content of the real photos: per photo, PSNR in the hole of the
 * engine's fill and of a diffusion (harmonic) fill, and the fill's texture (mean |Laplacian|) over
 * the original's in the hole. Targets: PSNR >= diffusion's, texture ratio 0.8..1.2, on every
 * photo. Tuning = the photos the eraser's constants were chosen on (test/inpaint uses crops of
 * them); held out = photos it never saw.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { inpaint } from '../../packages/imaging/src/engines/inpaint';
import type { Raster } from '../../packages/imaging/src/raster';
import { diffusionFill } from '../../packages/imaging/test/inpaint/diffusion-fill';
import { meanAbsLaplacian, psnr } from '../../packages/imaging/test/inpaint/metrics';
import type { EvalPart } from '../../packages/imaging/test/real-photos/photo-set';
import { formatTable, summarise } from './table';

const PHOTOS: { name: string; part: EvalPart }[] = [
  { name: 'coffee', part: 'tuning' },
  { name: 'chelsea', part: 'tuning' },
  { name: 'brick', part: 'tuning' },
  { name: 'grass', part: 'tuning' },
  { name: 'gravel', part: 'tuning' },
  { name: 'rocket', part: 'held-out' },
  { name: 'astronaut', part: 'held-out' },
];

async function loadPhoto(name: string): Promise<Raster> {
  const file = fileURLToPath(new URL(`../../packages/imaging/test/real-photos/photos/${name}.jpg`, import.meta.url));
  const { data, info } = await sharp(readFileSync(file)).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Three discs (radius 4 % of the short side) and one brush stroke, at fixed places. */
function holes(width: number, height: number): Uint8Array {
  const hole = new Uint8Array(width * height);
  const side = Math.min(width, height);
  const discs = [
    [0.3, 0.3],
    [0.7, 0.45],
    [0.45, 0.75],
  ];
  const radius = 0.04 * side;
  const stroke = { from: [0.15, 0.85], to: [0.85, 0.6], half: 0.015 * side };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let inside = discs.some(([cx, cy]) => (x - cx * width) ** 2 + (y - cy * height) ** 2 <= radius * radius);
      const ax = stroke.from[0] * width;
      const ay = stroke.from[1] * height;
      const bx = stroke.to[0] * width;
      const by = stroke.to[1] * height;
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
      if ((x - ax - t * (bx - ax)) ** 2 + (y - ay - t * (by - ay)) ** 2 <= stroke.half ** 2) inside = true;
      hole[y * width + x] = inside ? 1 : 0;
    }
  }
  return hole;
}

export async function evaluateInpaint(): Promise<void> {
  console.log('\n## Magic eraser (patchmatch; targets per photo: PSNR >= diffusion, texture ratio 0.8..1.2)');
  for (const part of ['tuning', 'held-out'] as EvalPart[]) {
    const rows: { name: string; psnr: number; diffusion: number; ratio: number; ms: number }[] = [];
    for (const photo of PHOTOS.filter((entry) => entry.part === part)) {
      const image = await loadPhoto(photo.name);
      const hole = holes(image.width, image.height);
      const mask: Raster = { width: image.width, height: image.height, channels: 1, data: Uint8Array.from(hole, (v) => v * 255) };
      const start = performance.now();
      const filled = await inpaint(image, mask, { featherPx: 0 });
      const ms = performance.now() - start;
      const diffusion = diffusionFill(image, hole);
      rows.push({
        name: `${photo.name} (${image.width}x${image.height})`,
        psnr: psnr(filled, image, hole),
        diffusion: psnr(diffusion, image, hole),
        ratio: meanAbsLaplacian(filled, hole) / meanAbsLaplacian(image, hole),
        ms,
      });
    }
    console.log(`\n${part}:`);
    console.log(
      formatTable(
        ['photo', 'PSNR dB', 'diffusion dB', 'gain dB', 'texture ratio', 'ms'],
        rows.map((row) => [row.name, row.psnr.toFixed(2), row.diffusion.toFixed(2), (row.psnr - row.diffusion).toFixed(2), row.ratio.toFixed(2), row.ms.toFixed(0)]),
      ),
    );
    const gain = summarise(rows.map((row) => row.psnr - row.diffusion));
    const ratio = summarise(rows.map((row) => row.ratio));
    console.log(`  ${part}: gain over diffusion mean ${gain.mean.toFixed(2)} dB, worst ${gain.min.toFixed(2)} dB; texture ratio ${ratio.min.toFixed(2)}..${ratio.max.toFixed(2)}`);
  }
}
