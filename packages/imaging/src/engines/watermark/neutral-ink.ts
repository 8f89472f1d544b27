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
 * Each estimate, followed by the same blend with a neutral ink where its ink is not coloured: the
 * mean of its channels, clamped to 0..255. A white mark fitted over red or orange ground comes out
 * with its ink tinted by that ground (a white © over wood: 269, 249, 237), and inverting with it
 * takes too much red and too little blue out of every stroke: a dark, bluish ghost of the letters.
 * Both inks stay candidates; the caller's error-based choice picks between them.
 */
export function withNeutralInks(estimates: ReadonlyArray<BlendEstimate | undefined>): Array<BlendEstimate | undefined> {
  const out: Array<BlendEstimate | undefined> = [];
  for (const estimate of estimates) {
    out.push(estimate);
    if (!estimate || inkChroma(estimate.colour) >= MIN_INK_CHROMA) continue;
    const grey = estimate.colour.reduce((sum, value) => sum + value, 0) / estimate.colour.length;
    const level = Math.min(255, Math.max(0, grey));
    out.push({ ...estimate, colour: estimate.colour.map(() => level) });
  }
  return out;
}
