/** One scale of the synthesis: pixels plus the hole (1 = unknown) at that scale. */
export interface Level {
  width: number;
  height: number;
  channels: number;
  image: Uint8Array;
  hole: Uint8Array;
  /** Optional: 1 where a source patch may be centred (outpaint keeps sources near the border). */
  allowedSources?: Uint8Array;
}

/**
 * Halves a level (rounding sizes up). A coarse pixel is known only when all of its fine pixels
 * are, so coarse known data never mixes in hole content; its value is the mean of those pixels.
 */
export function downsampleLevel(level: Level): Level {
  const { width, height, channels: c, image, hole } = level;
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const outImage = new Uint8Array(w * h * c);
  const outHole = new Uint8Array(w * h);
  const allowed = level.allowedSources;
  const outAllowed = allowed ? new Uint8Array(w * h) : undefined;
  const sums = new Uint32Array(c);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      sums.fill(0);
      let count = 0;
      let anyHole = 0;
      let anyAllowed = 0;
      for (let dy = 0; dy < 2; dy++) {
        const fy = 2 * y + dy;
        if (fy >= height) continue;
        for (let dx = 0; dx < 2; dx++) {
          const fx = 2 * x + dx;
          if (fx >= width) continue;
          const fi = fy * width + fx;
          anyHole |= hole[fi];
          if (allowed) anyAllowed |= allowed[fi];
          const base = fi * c;
          for (let k = 0; k < c; k++) sums[k] += image[base + k];
          count++;
        }
      }
      const o = y * w + x;
      outHole[o] = anyHole;
      if (outAllowed) outAllowed[o] = anyAllowed;
      for (let k = 0; k < c; k++) outImage[o * c + k] = Math.round(sums[k] / count);
    }
  }
  return { width: w, height: h, channels: c, image: outImage, hole: outHole, allowedSources: outAllowed };
}

/**
 * First guess for the coarsest hole: peel it from the outside in, each ring taking the mean of
 * its already-known 8-neighbours. Smooth, but it gives the patch search something to start from.
 */
export function onionPeelFill(level: Level): void {
  const { width, height, channels: c, image } = level;
  const known = new Uint8Array(width * height);
  let remaining = 0;
  for (let i = 0; i < known.length; i++) {
    known[i] = level.hole[i] ? 0 : 1;
    if (!known[i]) remaining++;
  }
  if (remaining === known.length) {
    image.fill(128);
    return;
  }
  const ring: number[] = [];
  const sums = new Float64Array(c);
  while (remaining > 0) {
    ring.length = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (known[i]) continue;
        sums.fill(0);
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const ny = y + dy;
          if (ny < 0 || ny >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const nx = x + dx;
            if (nx < 0 || nx >= width) continue;
            const j = ny * width + nx;
            if (!known[j]) continue;
            for (let k = 0; k < c; k++) sums[k] += image[j * c + k];
            count++;
          }
        }
        if (count === 0) continue;
        for (let k = 0; k < c; k++) image[i * c + k] = Math.round(sums[k] / count);
        ring.push(i);
      }
    }
    for (const i of ring) known[i] = 1;
    remaining -= ring.length;
  }
}
