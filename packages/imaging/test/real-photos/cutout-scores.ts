/** Scores of a cut-out against a composite's exact alpha and product colour. */
import type { Raster } from '../../src/raster';
import type { Composite } from './composite';

export interface CutoutScores {
  /** Intersection over union of alpha > 0.5. */
  iou: number;
  /** Mean absolute alpha error over the whole photo (0..1). */
  mae: number;
  /**
   * What a seller sees at the outline: the cut-out and the true product each placed on black and
   * on white; mean absolute RGB difference (0..255) within 3 px of the true outline, both sides.
   * A rim of the old background, a lost edge or a halo all count.
   */
  rimError: number;
  /** Pixels with alpha > 0.5 more than 4 px away from the product. */
  debris: number;
}

/** `cutout`: RGBA (or a 1-channel mask, then rimError is 0). */
export function scoreCutout(composite: Composite, cutout: Raster): CutoutScores {
  const { width, height } = composite.image;
  const truth = composite.alpha;
  const inside = new Uint8Array(width * height);
  for (let i = 0; i < inside.length; i++) inside[i] = truth[i] > 0.5 ? 1 : 0;
  const near = dilate(inside, width, height, 4);
  const outside = new Uint8Array(width * height);
  for (let i = 0; i < outside.length; i++) outside[i] = 1 - inside[i];
  const rimInside = dilate(outside, width, height, 3);
  const rimOutside = dilate(inside, width, height, 3);

  const channels = cutout.channels;
  const alphaOffset = channels === 4 ? 3 : 0;
  let intersection = 0;
  let union = 0;
  let errorSum = 0;
  let rimSum = 0;
  let rimCount = 0;
  let debris = 0;
  for (let i = 0; i < truth.length; i++) {
    const a = cutout.data[i * channels + alphaOffset] / 255;
    const kept = a > 0.5;
    if (kept && inside[i]) intersection++;
    if (kept || inside[i]) union++;
    errorSum += Math.abs(a - truth[i]);
    if (kept && !near[i]) debris++;
    if (channels === 4 && rimInside[i] && rimOutside[i]) {
      let e = 0;
      for (let c = 0; c < 3; c++) {
        const seen = a * cutout.data[i * 4 + c];
        const wanted = truth[i] * composite.foreground[i * 3 + c];
        // On black: a*F against t*T; on white: a*F + (1-a)*255 against t*T + (1-t)*255.
        e += Math.abs(seen - wanted) + Math.abs(seen + (1 - a) * 255 - wanted - (1 - truth[i]) * 255);
      }
      rimSum += e / 6;
      rimCount++;
    }
  }
  return { iou: union === 0 ? 1 : intersection / union, mae: errorSum / truth.length, rimError: rimCount === 0 ? 0 : rimSum / rimCount, debris };
}

/** Square dilation of a 0/1 mask by `radius` (separable running maximum). */
function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let on = 0;
      for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius) && !on; u++) on = mask[y * width + u];
      rows[y * width + x] = on;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let on = 0;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius) && !on; v++) on = rows[v * width + x];
      out[y * width + x] = on;
    }
  }
  return out;
}
