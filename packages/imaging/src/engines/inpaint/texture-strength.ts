import { dilateSquare, growBox, maskBox } from './mask-ops';
import { membraneFill, sampleMembrane } from './membrane';
import type { PatchField } from './patch-field';
import type { Level } from './pyramid';

/** Patches with fewer known pixels than this share are too little evidence to judge a match. */
const MIN_KNOWN_SHARE = 0.3;

/**
 * How well the surroundings predict themselves: over the target patches that straddle the hole's
 * border, the squared difference between their known pixels and the same pixels of their best
 * source patch, relative to what two unrelated patches with those variances would give
 * (var(target) + var(source)). Near 0 for structured or repetitive content (brick, stripes, an
 * edge: some other patch of the photo continues it exactly); near 1 for stochastic texture
 * (grass, gravel, noise: even the best match is a different random draw). Call after the
 * full-resolution search, when the matches are final.
 */
export function matchResidual(level: Level, field: PatchField, depth: Float32Array): number {
  const { width, channels: c, image, hole } = level;
  const { targets, match, radius } = field;
  const side = 2 * radius + 1;
  const minKnown = Math.ceil(MIN_KNOWN_SHARE * side * side);
  // A hole pixel farther than this from every known pixel has none in its patch.
  const reach = Math.SQRT2 * radius + 1;
  const sumT = new Float64Array(c);
  const sumS = new Float64Array(c);
  let residual = 0;
  let spread = 0;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (hole[t] && depth[t] > reach) continue;
    const s = match[t];
    let known = 0;
    let difference = 0;
    let squaresT = 0;
    let squaresS = 0;
    sumT.fill(0);
    sumS.fill(0);
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const offset = dy * width + dx;
        if (hole[t + offset]) continue;
        known++;
        const a = (t + offset) * c;
        const b = (s + offset) * c;
        for (let k = 0; k < c; k++) {
          const va = image[a + k];
          const vb = image[b + k];
          difference += (va - vb) * (va - vb);
          sumT[k] += va;
          sumS[k] += vb;
          squaresT += va * va;
          squaresS += vb * vb;
        }
      }
    }
    if (known < minKnown || known === side * side) continue;
    let variance = squaresT + squaresS;
    for (let k = 0; k < c; k++) variance -= (sumT[k] * sumT[k] + sumS[k] * sumS[k]) / known;
    residual += difference;
    spread += variance;
  }
  // A flat surrounding (no variance) is perfectly predictable whatever the residual.
  return spread > 0 ? residual / spread : 0;
}

/** Width (pixels) of the band of known pixels around the hole whose detail the fill should match. */
const SURROUND_BAND = 8;
/** The detail aim may lower the weight to this share of `textureStrength` at most (a calm band must not flatten the fill). */
const MAX_DETAIL_SHRINK = 0.6;

/**
 * Keeps the copied texture where the surroundings predict it, and shrinks it towards the
 * membrane fill where they do not. Copying an unpredictable texture (grass, gravel) puts an
 * independent draw of it in the hole, which doubles the squared error of the smooth guess; a
 * blend a * copy + (1 - a) * membrane has error variance about (1 + a^2) sigma^2 and keeps a
 * share a of the texture's detail, so a near 0.85 keeps most of the look at a much lower error.
 * Call on the finest level right after its last reconstruction; changes only hole pixels.
 */
export function shrinkUnpredictableTexture(levels: Level[], field: PatchField, holePixels: Int32Array, depth: Float32Array): void {
  const level = levels[0];
  const residual = matchResidual(level, field, depth);
  const share = textureStrength(residual);
  if (share >= 1) return;
  // Aim the fill's detail (mean |Laplacian|) at that share of the detail in an 8 px band of known
  // pixels around the hole: a copy that came out busier than its surroundings (WTA copying can
  // pick the most contrasted patches) is shrunk more, a calmer one less. The weight is kept
  // between MAX_DETAIL_SHRINK x share and 1.
  const energy = detailEnergy(level, SURROUND_BAND);
  const aimed = energy.fill > 0 ? (share * energy.surround) / energy.fill : 1;
  const strength = Math.min(1, Math.max(MAX_DETAIL_SHRINK * share, aimed));
  if (strength >= 1) return;
  const smooth = membraneFill(levels, holePixels.length);
  const { width, channels: c, image } = level;
  const membrane = new Float32Array(c);
  for (let i = 0; i < holePixels.length; i++) {
    const p = holePixels[i];
    const x = p % width;
    sampleMembrane(smooth, x, (p - x) / width, membrane);
    const o = p * c;
    for (let k = 0; k < c; k++) {
      const v = Math.round(strength * image[o + k] + (1 - strength) * membrane[k]);
      image[o + k] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}

/** At or below this match residual the surroundings count as predictable: the copy is kept as is. */
const PREDICTABLE = 0.15;
/** At or above this residual the texture counts as stochastic and gets the least strength. */
const STOCHASTIC = 0.5;
/**
 * Least share of the copied texture kept: (1 + 0.85^2) ~ 1.72 times the smooth fill's error
 * variance on an unpredictable texture (-2.4 dB in theory, about -1.6 dB measured, since copies
 * are partly correlated with what they replace) while keeping 85 % of its detail.
 */
const MIN_STRENGTH = 0.85;

/**
 * Share of the copied texture to keep, from `matchResidual`: 1 up to PREDICTABLE, falling
 * linearly to MIN_STRENGTH at STOCHASTIC.
 */
export function textureStrength(residual: number): number {
  const t = Math.min(1, Math.max(0, (residual - PREDICTABLE) / (STOCHASTIC - PREDICTABLE)));
  return 1 - t * (1 - MIN_STRENGTH);
}

/**
 * Mean absolute 4-neighbour Laplacian (summed over channels) of the hole's fill, and of a band of
 * known pixels around the hole (2..band pixels out, so no fill pixel enters its Laplacian).
 */
export function detailEnergy(level: Level, band: number): { fill: number; surround: number } {
  const { width: fullWidth, height: fullHeight, channels: c, image: fullImage, hole: fullHole } = level;
  // Work on the hole's bounding box grown by the band (plus the Laplacian's pixel).
  const box = growBox(maskBox(fullHole, fullWidth, fullHeight) ?? { x: 0, y: 0, width: 0, height: 0 }, band + 1, fullWidth, fullHeight);
  const width = box.width;
  const height = box.height;
  const hole = new Uint8Array(width * height);
  const image = new Uint8Array(width * height * c);
  for (let y = 0; y < height; y++) {
    const from = (box.y + y) * fullWidth + box.x;
    hole.set(fullHole.subarray(from, from + width), y * width);
    image.set(fullImage.subarray(from * c, (from + width) * c), y * width * c);
  }
  const near = dilateSquare(hole, width, height, 1);
  const far = dilateSquare(hole, width, height, band);
  let fill = 0;
  let fillCount = 0;
  let surround = 0;
  let surroundCount = 0;
  const row = width * c;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const inFill = hole[p] === 1;
      if (!inFill && (near[p] || !far[p])) continue;
      let sum = 0;
      for (let k = 0; k < c; k++) {
        const i = p * c + k;
        sum += Math.abs(4 * image[i] - image[i - c] - image[i + c] - image[i - row] - image[i + row]);
      }
      if (inFill) {
        fill += sum;
        fillCount++;
      } else {
        surround += sum;
        surroundCount++;
      }
    }
  }
  return { fill: fill / Math.max(1, fillCount), surround: surround / Math.max(1, surroundCount) };
}

