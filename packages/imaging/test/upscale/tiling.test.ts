import { describe, expect, it } from 'vitest';
import { upscale } from '../../src/engines/upscale';
import { axisWeights, planTiles } from '../../src/engines/upscale/tiling';
import type { Raster } from '../../src/raster';
import { loadFixture, meanAbsoluteDifference } from './fixtures';

describe('tile plan and blend weights', () => {
  it('covers every pixel with tiles no larger than asked, overlapping by at least the overlap', () => {
    for (const [length, maxTile, overlap] of [
      [256, 128, 16],
      [1000, 192, 16],
      [97, 32, 8],
      [50, 64, 16],
    ] as const) {
      const spans = planTiles(length, maxTile, overlap);
      expect(spans[0]?.start).toBe(0);
      const last = spans.at(-1);
      expect((last?.start ?? 0) + (last?.size ?? 0)).toBe(length);
      for (const [index, span] of spans.entries()) {
        expect(span.size).toBeLessThanOrEqual(Math.min(maxTile, length));
        const next = spans[index + 1];
        if (next) expect(span.start + span.size - next.start).toBeGreaterThanOrEqual(overlap - 1);
      }
    }
  });

  it('gives weights that sum to exactly 1 at every output pixel', () => {
    for (const [length, maxTile, overlap, scale] of [
      [256, 96, 16, 4],
      [97, 32, 8, 3],
      [301, 64, 16, 2],
    ] as const) {
      const spans = planTiles(length, maxTile, overlap);
      const total = new Float64Array(length * scale);
      spans.forEach((span, index) => {
        axisWeights(spans, index, scale, Math.floor(overlap / 4)).forEach((weight, p) => {
          expect(weight).toBeGreaterThanOrEqual(0);
          total[span.start * scale + p] += weight;
        });
      });
      for (const sum of total) expect(sum).toBeCloseTo(1, 6);
    }
  });
});

describe('tiled inference', () => {
  function worstLineDifference(a: Raster, b: Raster, axis: 'row' | 'column'): number {
    const lines = axis === 'row' ? a.height : a.width;
    const length = axis === 'row' ? a.width : a.height;
    let worst = 0;
    for (let line = 0; line < lines; line++) {
      let sum = 0;
      for (let i = 0; i < length; i++) {
        const pixel = axis === 'row' ? line * a.width + i : i * a.width + line;
        for (let c = 0; c < 3; c++) sum += Math.abs(a.data[pixel * 3 + c] - b.data[pixel * 3 + c]);
      }
      worst = Math.max(worst, sum / (length * 3));
    }
    return worst;
  }

  it('leaves no seams: small tiles match one whole-image tile within 1/255 on average and on every line', async () => {
    const photo = await loadFixture('chelsea', 96);
    const input: Raster = { ...photo, width: 90, height: 70, data: crop(photo, 90, 70) };
    // medium: its seams measured larger than thick's (shorter effective receptive field), and it is 10x cheaper.
    const whole = await upscale(input, { scale: 4, model: 'medium', tileSize: 128 });
    const tiled = await upscale(input, { scale: 4, model: 'medium', tileSize: 56 }); // 2x2 tiles overlapping by 14 px (tileSize / 4)
    const mad = meanAbsoluteDifference(whole, tiled);
    const worstRow = worstLineDifference(whole, tiled, 'row');
    const worstColumn = worstLineDifference(whole, tiled, 'column');
    console.log(`seams: mean |whole - tiled| = ${mad.toFixed(4)} levels, worst row ${worstRow.toFixed(3)}, worst column ${worstColumn.toFixed(3)}`);
    expect(mad).toBeLessThan(1);
    expect(worstRow).toBeLessThan(1);
    expect(worstColumn).toBeLessThan(1);
  });
});

function crop(raster: Raster, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * raster.channels);
  for (let y = 0; y < height; y++) out.set(raster.data.subarray(y * raster.width * raster.channels, (y * raster.width + width) * raster.channels), y * width * raster.channels);
  return out;
}
