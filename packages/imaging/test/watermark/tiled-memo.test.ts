import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberTiledMark } from '../../src/engines/watermark/tiled-memo';
import { findTiledMark, type TiledMark } from '../../src/engines/watermark/tiled-removal';
import { decodeRaster } from '../../src/raster';
import { addTextWatermark } from './add-watermark';
import { jpeg } from './jpeg';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'watermark-rocket.png');

/**
 * The watermark page detects, then removes with the seller's mask: both look for the tiled mark on
 * the same photo, and the second search is the first's answer (2026-11-27, the page's wait).
 */
describe('the tiled-mark search remembered for the same photo', () => {
  it('searches once for the same pixels and again for other pixels', () => {
    const image = { width: 4, height: 3, channels: 3 as const, data: new Uint8Array(36).fill(9) };
    let searches = 0;
    const search = () => {
      searches++;
      return undefined;
    };
    rememberTiledMark(image, search);
    rememberTiledMark({ ...image, data: image.data.slice() }, search);
    expect(searches).toBe(1);
    rememberTiledMark({ ...image, data: image.data.map((v, i) => (i === 35 ? v + 1 : v)) }, search);
    expect(searches).toBe(2);
    // Same bytes, other shape: another photo.
    rememberTiledMark({ ...image, width: 3, height: 4 }, search);
    expect(searches).toBe(3);
  });

  it('answers a copy equal to a fresh search, which the caller may change', async () => {
    const clean = await decodeRaster(readFileSync(fixture), 3);
    const { marked } = await addTextWatermark(clean, { text: 'PREVIEW', fontSize: 36, opacity: 0.4, position: 'tiled' });
    const input = await jpeg(marked);
    const first = findTiledMark(input);
    expect(first).toBeDefined();
    const mark = first as TiledMark;
    const fresh = structuredClone(mark);
    mark.strokes.grown.fill(0);
    mark.blend.colour[0] = -1;
    mark.boxes.length = 0;
    expect(findTiledMark(input)).toEqual(fresh);
  });
});
