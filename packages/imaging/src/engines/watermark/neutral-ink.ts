import type { BlendEstimate } from './unblend';

/**
 * Inks whose channels spread less than this are taken for grey or white, not for coloured text.
 * On the tuning photos the yellow ® estimates spread 196-199, the astronaut's grey © over the suit
 * 69 (a dark URL over the coffee's wood, held out, seen while diagnosing: 90).
 */
export const MIN_INK_CHROMA = 120;

/** Spread between the ink estimate's highest and lowest channel. */
export function inkChroma(colour: readonly number[]): number {
  return Math.max(...colour) - Math.min(...colour);
}

/**
 * The estimate itself when its ink is coloured, else the same blend with a neutral ink: the mean of
 * its channels, clamped to 0..255, at the opacity that keeps the fitted mark (`refitOpacity`). A
 * white mark fitted over red or orange ground comes out with its ink tinted by that ground (a white
 * © over wood: 269, 249, 237), and inverting with it takes too much red and too little blue out of
 * every stroke: a dark, bluish ghost of the letters.
 */
export function neutralInk(estimate: BlendEstimate): BlendEstimate {
  if (inkChroma(estimate.colour) >= MIN_INK_CHROMA) return estimate;
  const grey = estimate.colour.reduce((sum, value) => sum + value, 0) / estimate.colour.length;
  const level = Math.min(255, Math.max(0, grey));
  const colour = estimate.colour.map(() => level);
  return { ...estimate, colour, opacity: refitOpacity(estimate, colour) };
}

/**
 * The opacity that keeps the fitted mark's mean contribution, a (colour - background), when the
 * colour is replaced by `colour` (least squares along the new ink's direction). Keeping the fitted
 * opacity with a neutral ink nearer the background understates the mark: a white caption over the
 * rocket's sky was fitted as (323, 320, 316) at 0.385 and un-blended with white at 0.385 (true
 * 0.55), leaving light letters that the error-based choice still preferred.
 */
function refitOpacity(estimate: BlendEstimate, colour: readonly number[]): number {
  const background = estimate.meanBackground;
  if (!background) return estimate.opacity;
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < colour.length; k++) {
    dot += (estimate.colour[k] - background[k]) * (colour[k] - background[k]);
    norm += (colour[k] - background[k]) ** 2;
  }
  const opacity = norm > 0 ? (estimate.opacity * dot) / norm : estimate.opacity;
  return opacity > 0 && opacity < 1 ? opacity : estimate.opacity;
}
