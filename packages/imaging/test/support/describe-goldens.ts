/** Golden-image test body shared by the shadow, create-background and image-editor suites. */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeRaster } from '../../src/raster';
import { compareRasters, GOLDEN_TOLERANCE, readGolden, withinTolerance, type GoldenCase } from './golden';

/** Renders each case, compares it with its golden, and on failure leaves the actual image in the temp dir. */
export function describeGoldens(title: string, cases: readonly GoldenCase[]): void {
  describe(title, () => {
    it.each(cases.map((golden) => [golden.name, golden] as const))('%s matches its golden', async (_name, golden) => {
      const [actual, expected] = await Promise.all([golden.render(), readGolden(golden.name)]);
      const tolerance = golden.tolerance ?? GOLDEN_TOLERANCE;
      const difference = compareRasters(actual, expected, tolerance.pixelThreshold);
      let note = '';
      if (!withinTolerance(difference, tolerance)) {
        const path = join(tmpdir(), `${golden.name}.actual.png`);
        await writeFile(path, await encodeRaster(actual, 'png'));
        note = ` (actual written to ${path}; regenerate deliberately with scripts/update-goldens.ts)`;
      }
      expect({ width: actual.width, height: actual.height, channels: actual.channels }).toEqual({ width: expected.width, height: expected.height, channels: expected.channels });
      expect(difference.meanAbsDiff, `mean abs diff${note}`).toBeLessThanOrEqual(tolerance.meanAbsDiff);
      expect(difference.fractionOver, `share of pixels off by > ${tolerance.pixelThreshold}${note}`).toBeLessThanOrEqual(tolerance.maxFractionOver);
    });
  });
}
