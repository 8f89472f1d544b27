import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dilateSquare } from '../../src/engines/inpaint/mask-ops';
import { estimateBlendLocal } from '../../src/engines/watermark/unblend';
import { decodeRaster } from '../../src/raster';
import { addTextWatermark } from './add-watermark';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const load = async (name: string) => decodeRaster(readFileSync(join(fixtures, name)), 3);

describe('blend estimate (reverse alpha blending)', () => {
  it.each([
    ['inpaint-chelsea.png', 0.6, '#ffffff', [255, 255, 255]],
    ['inpaint-coffee.png', 0.4, '#ffffff', [255, 255, 255]],
    ['watermark-rocket.png', 0.5, '#000000', [0, 0, 0]],
  ] as const)('recovers the opacity and colour of a mark blended on %s at %f', async (name, opacity, fill, rgb) => {
    const clean = await load(name);
    const { width, height } = clean;
    const { marked, truth } = await addTextWatermark(clean, { text: 'stockphoto', fontSize: 20, opacity, position: 'tiled', colour: fill });
    // Strokes = glyph pixels at full coverage; the anti-aliased rim (within 1 px) counts as marked too.
    const marks = dilateSquare(truth, width, height, 1);
    const regions = dilateSquare(truth, width, height, 6);
    const estimate = estimateBlendLocal(marked, truth, marks, regions);
    expect(estimate).toBeDefined();
    console.log(`${name} @${opacity} ${fill}: estimated opacity ${estimate!.opacity.toFixed(3)}, colour ${estimate!.colour.map((v) => v.toFixed(0)).join(',')}`);
    expect(Math.abs(estimate!.opacity - opacity)).toBeLessThan(0.1);
    for (let k = 0; k < 3; k++) expect(Math.abs(estimate!.colour[k] - rgb[k])).toBeLessThan(48);
  });

  it('finds no mark where nothing was blended', async () => {
    const clean = await load('inpaint-chelsea.png');
    const { truth } = await addTextWatermark(clean, { text: 'stockphoto', fontSize: 20, opacity: 0.6, position: 'tiled' });
    const { width, height } = clean;
    const estimate = estimateBlendLocal(clean, truth, dilateSquare(truth, width, height, 1), dilateSquare(truth, width, height, 6));
    // Either no estimate, or an opacity too small to act on (removal inverts from 0.05 up).
    if (estimate) expect(Math.abs(estimate.opacity)).toBeLessThan(0.05);
  });
});
