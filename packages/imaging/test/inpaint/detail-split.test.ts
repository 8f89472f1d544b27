import { describe, expect, it } from 'vitest';
import { splitDetail } from '../../src/engines/inpaint/detail-split';
import type { Level } from '../../src/engines/inpaint/pyramid';
import { discMask } from './metrics';

/**
 * The split's detail is the copy minus a local mean of the copy. When that mean also took the
 * known pixels next to the hole (the photo itself), the detail of the first rings held minus the
 * photo there: a flat copy under a bright border came out with a dark rim (the old code writes
 * values up to 76 grey off here), and on the eval photos the detail next to the border was
 * anti-correlated with the original (coffee -0.16).
 */
describe('frequency split: detail taken from the copy only', () => {
  it('adds no detail to a flat copy, whatever the known pixels around it', () => {
    const width = 48;
    const height = 48;
    const { region: hole } = discMask(width, height, 24, 24, 12);
    const image = new Uint8Array(width * height);
    // Known pixels: a bright, busy border (the photo); the copy in the hole: flat grey 100.
    for (let p = 0; p < hole.length; p++) image[p] = hole[p] ? 100 : 200 + ((p * 37) % 41);
    const level: Level = { width, height, channels: 1, image, hole };
    const holePixels = Int32Array.from(Array.from(hole.keys()).filter((p) => hole[p]));
    const shadeAt = (_p: number, out: Float32Array) => out.fill(100);
    // A high aim, so that any detail there is gets the largest gain.
    splitDetail(level, holePixels, shadeAt, new Uint8Array(hole.length), 50);
    let worst = 0;
    for (const p of holePixels) worst = Math.max(worst, Math.abs(image[p] - 100));
    console.log(`flat copy under a bright border: worst change ${worst} grey levels`);
    expect(worst).toBe(0);
  });
});
