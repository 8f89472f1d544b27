/**
 * Downscale-then-upscale quality: each fixture is reduced (bicubic) and brought back with the
 * default model, a true Lanczos-3 and sharp's enlargement; SSIM/PSNR on luma against the original.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPSCALE_MODEL, upscale } from '../../src/engines/upscale';
import { lanczos3Resize } from '../../src/engines/upscale/resample';
import type { Raster } from '../../src/raster';
import { downscale, FIXTURES, loadFixture, sharpEnlarge } from './fixtures';
import { psnr, ssim } from './metrics';

/**
 * Original crop side per factor: low-resolution inputs of 48, 64 and 32 pixels (kept small for
 * speed). x3 runs the same x4 network as x2 (see plan.ts) and is measured in the README instead.
 */
const ORIGINAL_SIZE: Record<2 | 4 | 8, number> = { 2: 96, 4: 256, 8: 256 };

interface Scores {
  ssim: number[];
  psnr: number[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('upscale quality against Lanczos', () => {
  for (const scale of [2, 4, 8] as const) {
    it(`x${scale}: the default model (${DEFAULT_UPSCALE_MODEL}) beats Lanczos-3 and bicubic on mean SSIM`, async () => {
      const methods: Record<string, (low: Raster, width: number, height: number) => Promise<Raster>> = {
        [DEFAULT_UPSCALE_MODEL]: (low) => upscale(low, { scale }),
        'lanczos-3': async (low, width, height) => lanczos3Resize(low, width, height),
        'sharp bicubic': (low, width, height) => sharpEnlarge(low, width, height),
      };
      const scores: Record<string, Scores> = Object.fromEntries(Object.keys(methods).map((name) => [name, { ssim: [], psnr: [] }]));
      const rows: string[] = [];
      for (const name of FIXTURES) {
        const original = await loadFixture(name, ORIGINAL_SIZE[scale]);
        const low = await downscale(original, scale);
        const cells: string[] = [];
        for (const [method, run] of Object.entries(methods)) {
          const result = await run(low, original.width, original.height);
          const score = scores[method];
          score.ssim.push(ssim(result, original));
          score.psnr.push(psnr(result, original));
          cells.push(`${(score.ssim.at(-1) as number).toFixed(4)} / ${(score.psnr.at(-1) as number).toFixed(2)}`);
        }
        rows.push(`${name.padEnd(10)} ${cells.map((cell) => cell.padEnd(18)).join('')}`);
      }
      const header = `x${scale} (${low(scale)} px in)`.padEnd(11) + Object.keys(methods).map((method) => `${method} SSIM/PSNR`.padEnd(18)).join('');
      const means = `${'mean'.padEnd(10)} ${Object.values(scores).map((score) => `${mean(score.ssim).toFixed(4)} / ${mean(score.psnr).toFixed(2)}`.padEnd(18)).join('')}`;
      console.log([header, ...rows, means].join('\n'));

      const model = scores[DEFAULT_UPSCALE_MODEL];
      expect(mean(model.ssim)).toBeGreaterThan(mean(scores['lanczos-3'].ssim));
      expect(mean(model.ssim)).toBeGreaterThan(mean(scores['sharp bicubic'].ssim));
    });
  }
});

function low(scale: 2 | 4 | 8): number {
  return ORIGINAL_SIZE[scale] / scale;
}
