import type { Level } from './pyramid';
import { growBox, maskBox } from './mask-ops';

/** Width (pixels) over which a step at the hole's border is faded out. */
const FADE = 8;

/**
 * Removes low-frequency steps where the fill meets the known pixels (copied texture can be a
 * little brighter or darker than the pixels it continues). The step is measured on the hole's
 * first ring (known neighbours' mean minus the fill), averaged locally to drop texture noise,
 * and subtracted from the fill with a weight that fades to zero `FADE` pixels into the hole.
 */
export function smoothSeams(level: Level, depth: Float32Array): void {
  const { width: fullWidth, height: fullHeight, channels: c, image, hole } = level;
  // Work inside the hole's bounding box grown by the averaging window: nothing changes outside.
  const box = maskBox(hole, fullWidth, fullHeight);
  if (!box) return;
  const r = 2 * FADE;
  const { x: ox, y: oy, width, height } = growBox(box, r + 1, fullWidth, fullHeight);
  const index = (x: number, y: number) => (y + oy) * fullWidth + x + ox;
  const stride = width + 1;
  // Integral images of the ring residual (per channel) and of the ring count.
  const sums = new Float64Array(stride * (height + 1) * c);
  const counts = new Float64Array(stride * (height + 1));
  const residual = new Float64Array(c);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = index(x, y);
      residual.fill(0);
      let ring = 0;
      if (hole[p] && depth[p] <= 1.5) {
        let known = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + ox + dx;
            const ny = y + oy + dy;
            if (nx < 0 || ny < 0 || nx >= fullWidth || ny >= fullHeight || hole[ny * fullWidth + nx]) continue;
            for (let k = 0; k < c; k++) residual[k] += image[(ny * fullWidth + nx) * c + k];
            known++;
          }
        }
        if (known > 0) {
          for (let k = 0; k < c; k++) residual[k] = residual[k] / known - image[p * c + k];
          ring = 1;
        }
      }
      const i = (y + 1) * stride + x + 1;
      counts[i] = counts[i - 1] + counts[i - stride] - counts[i - stride - 1] + ring;
      for (let k = 0; k < c; k++) {
        const j = i * c + k;
        sums[j] = sums[j - c] + sums[j - stride * c] - sums[j - stride * c - c] + (ring ? residual[k] : 0);
      }
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = index(x, y);
      if (!hole[p] || depth[p] > FADE) continue;
      const x0 = Math.max(0, x - r);
      const y0 = Math.max(0, y - r);
      const x1 = Math.min(width, x + r + 1);
      const y1 = Math.min(height, y + r + 1);
      const a = y0 * stride + x0;
      const b = y0 * stride + x1;
      const d = y1 * stride + x0;
      const e = y1 * stride + x1;
      const n = counts[e] - counts[b] - counts[d] + counts[a];
      if (n <= 0) continue;
      const weight = 1 - depth[p] / (FADE + 1);
      for (let k = 0; k < c; k++) {
        const step = (sums[e * c + k] - sums[b * c + k] - sums[d * c + k] + sums[a * c + k]) / n;
        const v = Math.round(image[p * c + k] + weight * step);
        image[p * c + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}
