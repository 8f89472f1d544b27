/**
 * Golden images: committed PNGs under test/goldens, compared with a tolerance that absorbs
 * libvips/CPU rounding differences but not a changed render (or exactly, STRICT_TOLERANCE, for
 * renders that never go through libvips). Regenerate deliberately with
 * `node --import tsx scripts/update-goldens.ts` (see that script).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { decodeRaster, type Raster } from '../../src/raster';

export const GOLDEN_DIR = fileURLToPath(new URL('../goldens/', import.meta.url));

export interface GoldenCase {
  name: string;
  render: () => Promise<Raster>;
  /** Default GOLDEN_TOLERANCE; STRICT_TOLERANCE for renders that never go through libvips. */
  tolerance?: GoldenTolerance;
}

export const goldenPath = (name: string) => `${GOLDEN_DIR}${name}.png`;

/** Per-channel differences: mean over all samples, and the share of pixels whose worst channel differs by more than `threshold`. */
export interface RasterDifference {
  meanAbsDiff: number;
  fractionOver: number;
  maxDiff: number;
}

export interface GoldenTolerance {
  meanAbsDiff: number;
  pixelThreshold: number;
  maxFractionOver: number;
}

export const GOLDEN_TOLERANCE: GoldenTolerance = {
  /** Mean absolute difference per channel sample (0..255). */
  meanAbsDiff: 0.5,
  /** A pixel "differs" when one of its channels is off by more than this. */
  pixelThreshold: 6,
  /** At most this share of pixels may differ. */
  maxFractionOver: 0.002,
};

/**
 * For renders done entirely in our own arithmetic (pixel remaps, tone tables, crops): they are the
 * same on every platform, so any changed pixel counts, and a one-step change of a slider fails.
 */
export const STRICT_TOLERANCE: GoldenTolerance = {
  meanAbsDiff: 0.05,
  pixelThreshold: 0,
  maxFractionOver: 0.002,
};

export function compareRasters(actual: Raster, expected: Raster, threshold = GOLDEN_TOLERANCE.pixelThreshold): RasterDifference {
  if (actual.width !== expected.width || actual.height !== expected.height || actual.channels !== expected.channels) {
    return { meanAbsDiff: Number.POSITIVE_INFINITY, fractionOver: 1, maxDiff: 255 };
  }
  let sum = 0;
  let over = 0;
  let maxDiff = 0;
  const { channels } = actual;
  for (let i = 0; i < actual.data.length; i += channels) {
    let worst = 0;
    for (let c = 0; c < channels; c++) {
      const diff = Math.abs(actual.data[i + c] - expected.data[i + c]);
      sum += diff;
      if (diff > worst) worst = diff;
    }
    if (worst > threshold) over++;
    if (worst > maxDiff) maxDiff = worst;
  }
  return { meanAbsDiff: sum / actual.data.length, fractionOver: over / (actual.width * actual.height), maxDiff };
}

export function withinTolerance(difference: RasterDifference, tolerance: GoldenTolerance = GOLDEN_TOLERANCE): boolean {
  return difference.meanAbsDiff <= tolerance.meanAbsDiff && difference.fractionOver <= tolerance.maxFractionOver;
}

export async function readGolden(name: string): Promise<Raster> {
  return decodeRaster(await readFile(goldenPath(name)));
}

/** Committed fixture PNGs, decoded as RGBA (cut-outs) or as stored. */
export async function readFixture(relativeToTest: string, channels?: 3 | 4): Promise<Raster> {
  return decodeRaster(await readFile(fileURLToPath(new URL(`../${relativeToTest}`, import.meta.url))), channels);
}
