/**
 * Magic eraser on holes over known content of the real photos: per photo, PSNR in the hole of the
 * engine's fill and of a diffusion (harmonic) fill, and the fill's texture (mean |Laplacian|) over
 * the original's in the hole. Targets: PSNR >= diffusion's, texture ratio 0.8..1.2, on every
 * photo. Tuning = the photos the eraser's constants were chosen on (test/inpaint uses crops of
 * them); held out = photos it never saw.
 */
import { inpaint } from '../../packages/imaging/src/engines/inpaint';
import type { Raster } from '../../packages/imaging/src/raster';
import { diffusionFill } from '../../packages/imaging/test/inpaint/diffusion-fill';
import { meanAbsLaplacian, psnr } from '../../packages/imaging/test/inpaint/metrics';
import { ERASER_PHOTOS as PHOTOS, eraserHoles as holes, loadEraserPhoto as loadPhoto } from '../../packages/imaging/test/inpaint/eval-holes';
import type { EvalPart } from '../../packages/imaging/test/real-photos/photo-set';
import { formatTable, summarise } from './table';

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
