import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepWhereWorse } from '../../src/engines/watermark/region-check';
import { decodeRaster, type Raster } from '../../src/raster';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const gravel = async () => decodeRaster(readFileSync(join(fixtures, 'bgr-gravel.jpg')), 3);

/** A 40x24 region in the middle of the photo. */
function middleRegion(image: Raster): Uint8Array {
  const { width, height } = image;
  const regions = new Uint8Array(width * height);
  const x0 = (width >> 1) - 20;
  const y0 = (height >> 1) - 12;
  for (let y = y0; y < y0 + 24; y++) for (let x = x0; x < x0 + 40; x++) regions[y * width + x] = 1;
  return regions;
}

/** Every pixel of the region set to the region's mean colour (a repaint that wipes out the fur). */
function flatten(image: Raster, regions: Uint8Array): Raster {
  const c = image.channels;
  const mean = new Array<number>(c).fill(0);
  let n = 0;
  for (let p = 0; p < regions.length; p++) if (regions[p]) for (let k = 0; k < c; k++) mean[k] += image.data[p * c + k];
  for (let p = 0; p < regions.length; p++) n += regions[p];
  const data = image.data.slice();
  for (let p = 0; p < regions.length; p++) if (regions[p]) for (let k = 0; k < c; k++) data[p * c + k] = Math.round(mean[k] / n);
  return { ...image, data };
}

/** Thin 1 px white lines every 4 rows inside the region at 0.5 opacity (a mark's strokes). */
function stripe(image: Raster, regions: Uint8Array): Raster {
  const { width, channels: c } = image;
  const data = image.data.slice();
  for (let p = 0; p < regions.length; p++) {
    if (!regions[p] || Math.floor(p / width) % 4 !== 0) continue;
    for (let k = 0; k < c; k++) data[p * c + k] = Math.round(0.5 * data[p * c + k] + 0.5 * 255);
  }
  return { ...image, data };
}

describe('keep-if-worse check per region (no ground truth)', () => {
  it('puts back a region whose removal wiped out the texture the photo has around it', async () => {
    const photo = await gravel();
    const regions = middleRegion(photo);
    const result = keepWhereWorse(photo, flatten(photo, regions), regions);
    expect(Buffer.from(result.data).equals(Buffer.from(photo.data))).toBe(true);
  });

  it('keeps a removal that brings a striped region back to its surroundings', async () => {
    const photo = await gravel();
    const regions = middleRegion(photo);
    const marked = stripe(photo, regions);
    const result = keepWhereWorse(marked, photo, regions);
    expect(Buffer.from(result.data).equals(Buffer.from(photo.data))).toBe(true);
  });

  it('puts back a removal that left the region much busier than before (a ghost of edges)', async () => {
    const photo = await gravel();
    const regions = middleRegion(photo);
    const result = keepWhereWorse(photo, stripe(stripe(photo, regions), regions), regions);
    expect(Buffer.from(result.data).equals(Buffer.from(photo.data))).toBe(true);
  });

  it('keeps the removal of dark letters on a flat black border under a busy band (the astronaut\'s corner URL)', async () => {
    // Gravel above, a flat black border 24 px tall at the bottom; the mark's region covers the
    // border's right half, its letters are dark grey 4 px dashes on the black.
    const photo = await gravel();
    const { width, height, channels: c } = photo;
    const data = photo.data.slice();
    for (let y = height - 24; y < height; y++) data.fill(0, y * width * c, (y + 1) * width * c);
    const border = { ...photo, data };
    const regions = new Uint8Array(width * height);
    const marked = { ...border, data: border.data.slice() };
    for (let y = height - 22; y < height; y++) {
      for (let x = width >> 1; x < width; x++) {
        regions[y * width + x] = 1;
        if (y >= height - 18 && y < height - 6 && x % 6 < 2) marked.data.fill(30, (y * width + x) * c, (y * width + x + 1) * c);
      }
    }
    const result = keepWhereWorse(marked, border, regions);
    expect(Buffer.from(result.data).equals(Buffer.from(border.data))).toBe(true);
  });
});
