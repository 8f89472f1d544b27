import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRaster, type Raster } from '../../src/raster';

export interface WhiteMarkCoffee {
  clean: Raster;
  /** white-mark-coffee.jpg: the seller walk's white 55 % "© cafe-shop.com" over the coffee photo. */
  input: Raster;
  /** The letters: where the marked photo is clearly lighter than the clean one. */
  letters: Uint8Array;
  /** Every pixel the mark changed, anti-aliased and JPEG-smeared edges included (lighter by > 10 levels a channel). */
  footprint: Uint8Array;
}

/** The coffee photo, the same photo with the seller's white caption, and the caption's letters. */
export async function whiteMarkCoffee(): Promise<WhiteMarkCoffee> {
  const clean = await decodeRaster(readFileSync(join(import.meta.dirname, '..', 'real-photos', 'photos', 'coffee.jpg')), 3);
  const input = await decodeRaster(readFileSync(join(import.meta.dirname, 'white-mark-coffee.jpg')), 3);
  const letters = new Uint8Array(clean.width * clean.height);
  const footprint = new Uint8Array(clean.width * clean.height);
  for (let p = 0; p < letters.length; p++) {
    const lift = input.data[p * 3] + input.data[p * 3 + 1] + input.data[p * 3 + 2] - clean.data[p * 3] - clean.data[p * 3 + 1] - clean.data[p * 3 + 2];
    letters[p] = lift > 150 ? 1 : 0;
    footprint[p] = lift > 30 ? 1 : 0;
  }
  return { clean, input, letters, footprint };
}
