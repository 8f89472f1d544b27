import { describe, expect, it } from 'vitest';
import { refineMatte } from '../../src/engines/background-removal/alpha-refinement';
import { modelGridOffset, modelInputFromRaster } from '../../src/engines/background-removal/inference';
import { resizePlane } from '../../src/engines/background-removal/resample';
import { MODEL_SIDE } from '../../src/engines/background-removal/session';
import type { Raster } from '../../src/raster';

/** A white disc (anti-aliased, 4x4 supersampled) on black; its true coverage per pixel. */
function disc(width: number, height: number, cx: number, cy: number, radius: number): { image: Raster; coverage: Float32Array } {
  const data = new Uint8Array(width * height * 3);
  const coverage = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) if (Math.hypot(x + (sx + 0.5) / 4 - cx, y + (sy + 0.5) / 4 - cy) < radius) inside++;
      coverage[y * width + x] = inside / 16;
      data.fill(Math.round((255 * inside) / 16), (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { image: { width, height, channels: 3, data }, coverage };
}

/** Centroid (x, y) of a plane's mass. */
function centroid(plane: Float32Array, width: number): [number, number] {
  let sum = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < plane.length; i++) {
    const x = i % width;
    sum += plane[i];
    sx += plane[i] * x;
    sy += plane[i] * ((i - x) / width);
  }
  return [sx / sum, sy / sum];
}

describe('network grid against the photo', () => {
  // A network that sees the disc exactly: its map is the model input itself. Read back to a photo
  // that sharp enlarged for the network, the map used to land 0.2-0.7 px right of and below the
  // disc (0.5 grid px), and the matte 0.06-0.07 px; both must sit on it.
  it.each([
    [429, 429],
    [500, 380],
    [1400, 700],
  ])('the map and the matte of a %ix%i photo land on the disc', async (width, height) => {
    const { image, coverage } = disc(width, height, width * 0.47 + 0.3, height * 0.52 + 0.2, Math.min(width, height) * 0.3);
    const planes = await modelInputFromRaster(image);
    const probability = planes.slice(0, MODEL_SIDE * MODEL_SIDE).map((v) => v + 0.5);
    const [tx, ty] = centroid(coverage, width);
    const offset = modelGridOffset(width, height);
    const [mx, my] = centroid(resizePlane(probability, MODEL_SIDE, MODEL_SIDE, width, height, offset, offset), width);
    expect(Math.abs(mx - tx)).toBeLessThan(0.02);
    expect(Math.abs(my - ty)).toBeLessThan(0.02);
    // The guided refinement pulls the outline toward the image's edge, hiding most of an offset.
    const { alpha } = await refineMatte(image, probability, MODEL_SIDE);
    const [ax, ay] = centroid(alpha, width);
    expect(Math.abs(ax - tx)).toBeLessThan(0.035);
    expect(Math.abs(ay - ty)).toBeLessThan(0.035);
  });
});
