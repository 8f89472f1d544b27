import { borderMatches, matchResidual } from './border-match';
import { membraneFill, sampleMembrane } from './membrane';
import type { PatchField } from './patch-field';
import type { Level } from './pyramid';
import { detailEnergy } from './texture-strength';

// The eraser's texture step before the frequency split, kept for watermark removal: its
// fill-versus-observed tests and unblending were tuned on this fill (the split cost 1.6 dB on a
// faint centred mark over the cat). See the engine README.

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
export function blendTowardsMembrane(levels: Level[], field: PatchField, holePixels: Int32Array, depth: Float32Array): void {
  const level = levels[0];
  const residual = matchResidual(borderMatches(level, field, depth));
  const share = textureStrength(residual);
  if (share >= 1) return;
  // Aim the fill's detail (mean |Laplacian|) at that share of the detail in an 8 px band of known
  // pixels around the hole: a copy that came out busier than its surroundings (WTA copying can
  // pick the most contrasted patches) is shrunk more, a calmer one less. The weight is kept
  // between MAX_DETAIL_SHRINK x share and 1.
  const energy = detailEnergy(level, 8);
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
function textureStrength(residual: number): number {
  const t = Math.min(1, Math.max(0, (residual - PREDICTABLE) / (STOCHASTIC - PREDICTABLE)));
  return 1 - t * (1 - MIN_STRENGTH);
}
