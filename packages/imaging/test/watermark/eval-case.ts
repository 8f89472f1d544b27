import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRaster, type Raster } from '../../src/raster';
import { addTextWatermark, type WatermarkSpec } from './add-watermark';
import { jpeg } from './jpeg';

const photos = join(import.meta.dirname, '..', 'real-photos', 'photos');

/** A marked photo as the eval judges it: the input, the true strokes and where they are judged. */
export interface MarkedCase {
  clean: Raster;
  input: Raster;
  truth: Uint8Array;
  region: Uint8Array;
}

/** A mark of the watermark eval on one of its real photos, saved as JPEG q80 as the eval does. */
export async function evalCase(photo: string, spec: WatermarkSpec): Promise<MarkedCase> {
  return markedCase(await decodeRaster(readFileSync(join(photos, `${photo}.jpg`)), 3), spec);
}

/** `clean` marked with `spec` and saved as JPEG q80; the region is the glyphs grown by 2 px. */
export async function markedCase(clean: Raster, spec: WatermarkSpec): Promise<MarkedCase> {
  const { marked, truth } = await addTextWatermark(clean, spec);
  const { width, height } = clean;
  const region = new Uint8Array(truth.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!truth[y * width + x]) continue;
      for (let v = Math.max(0, y - 2); v <= Math.min(height - 1, y + 2); v++) for (let u = Math.max(0, x - 2); u <= Math.min(width - 1, x + 2); u++) region[v * width + u] = 1;
    }
  }
  return { clean, input: await jpeg(marked, 80), truth, region };
}
