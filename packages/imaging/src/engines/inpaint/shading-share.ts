import { componentPixels, dilateSquare } from './mask-ops';
import { membraneFill, sampleMembrane } from './membrane';
import { downsampleLevel, type Level } from './pyramid';

/**
 * Share of the thin plate in the smooth fill, judged by the photo itself, per 8-connected part
 * of the hole: the hole is grown by each of `bands` pixels, the membrane and the thin plate are
 * solved for the grown hole (the same coarse-to-fine solver as the fill, `membraneFill`), and each
 * part gets the share that best predicts the known pixels of its added band (least squares over
 * all bands, closed form, clamped to 0..1). Smooth shading (a cup, a suit) asks for the thin
 * plate, whose continued gradients predict it; noisy borders (grass, fur), whose gradients the
 * thin plate carries too far, ask for the membrane. Returns a map over the finest level's pixels
 * (`fallback` outside the hole and for parts that cannot be judged: no band, or no thin plate
 * where the window meets the level's edge).
 */
export function thinPlateShareMap(allLevels: Level[], bands: number[], fallback: number): Float32Array {
  // Judged one level down when there is one (a quarter of the work; the share is about the
  // shading, which half resolution keeps): `bands` are pixels of that level.
  const from = allLevels.length > 1 ? 1 : 0;
  const levels = allLevels.slice(from);
  const level = levels[0];
  const { width, height, channels: c, image, hole } = level;
  const part = holeParts(hole, width, height);
  const parts = part.count;
  const cross = new Float64Array(parts);
  const norm = new Float64Array(parts);
  const h = new Float32Array(c);
  const b = new Float32Array(c);
  // A coarser pixel's colour is the mean of its four finer ones whatever the hole: the images are
  // halved once for all bands, only the grown holes per band.
  const images: Level[] = [{ width, height, channels: c, image, hole }];
  while (images.length < levels.length) images.push(downsampleLevel(images[images.length - 1]));
  for (const band of bands) {
    const grown = dilateSquare(hole, width, height, band);
    const owner = growOwners(part.id, grown, width, height);
    const grownLevels: Level[] = [{ width, height, channels: c, image, hole: grown }];
    while (grownLevels.length < levels.length) {
      const finer = grownLevels[grownLevels.length - 1];
      const coarser = images[grownLevels.length];
      grownLevels.push({ ...coarser, hole: halveHole(finer.hole, finer.width, finer.height, coarser.width, coarser.height) });
    }
    let count = 0;
    for (let p = 0; p < grown.length; p++) count += grown[p];
    // Both solves start from the same coarsest membrane: solved once.
    const reuse = {};
    const harmonic = membraneFill(grownLevels, count, 'harmonic', undefined, reuse);
    const thin = membraneFill(grownLevels, count, 'biharmonic', undefined, reuse);
    for (let p = 0; p < grown.length; p++) {
      if (!grown[p] || hole[p] || owner[p] < 0) continue;
      const x = p % width;
      const y = (p - x) / width;
      sampleMembrane(harmonic, x, y, h);
      sampleMembrane(thin, x, y, b);
      for (let k = 0; k < c; k++) {
        const d = b[k] - h[k];
        cross[owner[p]] += (image[p * c + k] - h[k]) * d;
        norm[owner[p]] += d * d;
      }
    }
  }
  const finest = allLevels[0];
  const map = new Float32Array(finest.width * finest.height).fill(fallback);
  for (let p = 0; p < map.length; p++) {
    if (!finest.hole[p]) continue;
    const x = p % finest.width;
    const y = (p - x) / finest.width;
    const i = part.id[(y >> from) * width + (x >> from)];
    if (i >= 0 && norm[i] > 0) map[p] = Math.max(0, Math.min(1, cross[i] / norm[i]));
  }
  return map;
}

/** 8-connected parts of the hole: part index per pixel (-1 outside) and their number. */
function holeParts(hole: Uint8Array, width: number, height: number): { id: Int32Array; count: number } {
  const id = new Int32Array(width * height).fill(-1);
  const parts = componentPixels(hole, width, height);
  parts.forEach((members, part) => {
    for (const p of members) id[p] = part;
  });
  return { id, count: parts.length };
}

/** Part of the nearest hole pixel (breadth-first, 8-connected) for every pixel of `grown`; -1 elsewhere. */
function growOwners(id: Int32Array, grown: Uint8Array, width: number, height: number): Int32Array {
  const owner = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  for (let p = 0; p < id.length; p++) {
    if (id[p] < 0) continue;
    owner[p] = id[p];
    queue.push(p);
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (grown[q] && owner[q] < 0) {
          owner[q] = owner[p];
          queue.push(q);
        }
      }
    }
  }
  return owner;
}

/** A hole halved as `downsampleLevel` halves it: a coarser pixel is in the hole when any of its finer pixels is. */
function halveHole(hole: Uint8Array, width: number, height: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = (y >> 1) * w;
    for (let x = 0; x < width; x++) if (hole[y * width + x]) out[row + (x >> 1)] = 1;
  }
  return out;
}
