import { describe, expect, it } from 'vitest';
import { blendBands, cropRows, planBands, upscaleColour } from '../../src/engines/upscale';
import { loadFixture } from './fixtures';

describe('upscale in parallel bands', () => {
  it('plans equal overlapping bands, none shorter than 96 rows', () => {
    expect(planBands(150, 2)).toEqual([{ start: 0, size: 150 }]);
    const bands = planBands(400, 2);
    expect(bands).toHaveLength(2);
    expect(bands[0]).toEqual({ start: 0, size: 208 });
    expect(bands[1].start + bands[1].size).toBe(400);
    expect(bands[0].start + bands[0].size - bands[1].start).toBeGreaterThanOrEqual(16);
  });

  it('blends band results into what one run over the whole image gives (no seam)', { timeout: 120_000 }, async () => {
    const image = await loadFixture('coffee', 256); // 256x256 RGB crop of a real photo
    const bands = planBands(image.height, 2);
    expect(bands).toHaveLength(2);
    const options = { tileSize: 64, tileOverlap: 16 };
    const whole = await upscaleColour(image, 'slim', 2, options);
    const parts = await Promise.all(bands.map((band) => upscaleColour(cropRows(image, band), 'slim', 2, options)));
    const blended = blendBands(bands, parts, 2);
    expect([blended.width, blended.height]).toEqual([whole.width, whole.height]);
    let sum = 0;
    let worstRow = 0;
    for (let y = 0; y < whole.height; y++) {
      let row = 0;
      for (let i = y * whole.width * 3; i < (y + 1) * whole.width * 3; i++) row += Math.abs(blended.data[i] - whole.data[i]);
      sum += row;
      worstRow = Math.max(worstRow, row / (whole.width * 3));
    }
    expect(sum / whole.data.length).toBeLessThan(0.1);
    expect(worstRow).toBeLessThan(1);
  });
});
