import type { Raster } from '../../src/raster';
import { jpeg } from './jpeg';
import { placementPhoto, type TuningPlacement } from './tiled-tuning-set';

/**
 * Periodic photos for the tiled search (tuning only): a crop of a tuning photo repeated with a
 * period of 40-120 px, like a brick wall or a tiled floor, which the lattice search cannot tell
 * from a tiled mark by its autocorrelation alone.
 */
export interface PeriodicPlacement {
  source: TuningPlacement;
  /** Size of the repeated cell (taken from the source's top left). */
  period: { x: number; y: number };
  width: number;
  height: number;
}

const base = (photo: string): TuningPlacement => ({ photo, side: 512, crop: { x: 0, y: 0, width: 512, height: 512 } });

export const PERIODIC_PLACEMENTS: PeriodicPlacement[] = [
  { source: base('grass.jpg'), period: { x: 64, y: 48 }, width: 512, height: 400 },
  { source: base('gravel.jpg'), period: { x: 96, y: 72 }, width: 512, height: 448 },
  { source: base('retina.jpg'), period: { x: 120, y: 90 }, width: 480, height: 480 },
  { source: base('astronaut.jpg'), period: { x: 80, y: 80 }, width: 512, height: 480 },
  { source: { photo: 'rocket.jpg', side: 512, crop: { x: 0, y: 0, width: 300, height: 300 } }, period: { x: 44, y: 100 }, width: 480, height: 400 },
];

/** The clean periodic photo (RGB), saved as JPEG q80 like a photo from the web. */
export async function periodicPhoto(placement: PeriodicPlacement): Promise<Raster> {
  const source = await placementPhoto(placement.source);
  const { width, height, period } = placement;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = ((y % period.y) * source.width + (x % period.x)) * 3;
      data.set(source.data.subarray(from, from + 3), (y * width + x) * 3);
    }
  }
  return jpeg({ width, height, channels: 3, data }, 80);
}
