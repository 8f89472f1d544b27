/**
 * Summed-area tables for the decontamination's window means: (width+1) x (rows+1) doubles, first
 * row and column zero, so a window sum is four reads whatever its radius.
 */

/**
 * Fills the tables of two planes at once (one pass over the band): `sumsA` of valuesA (times
 * weightsA when given) and `sumsB` likewise. The tables' first row and column must be, and stay, zero.
 */
export function summedAreaPair(
  valuesA: Float32Array,
  valuesB: Float32Array,
  weightsA: Float32Array | undefined,
  weightsB: Float32Array | undefined,
  width: number,
  rows: number,
  sumsA: Float64Array,
  sumsB: Float64Array,
): void {
  const stride = width + 1;
  for (let y = 0; y < rows; y++) {
    let rowA = 0;
    let rowB = 0;
    const row = y * width;
    const above = y * stride + 1;
    const here = above + stride;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      rowA += weightsA ? valuesA[i] * weightsA[i] : valuesA[i];
      rowB += weightsB ? valuesB[i] * weightsB[i] : valuesB[i];
      sumsA[here + x] = sumsA[above + x] + rowA;
      sumsB[here + x] = sumsB[above + x] + rowB;
    }
  }
}

export function windowSum(sums: Float64Array, width: number, x0: number, x1: number, y0: number, y1: number): number {
  const stride = width + 1;
  return sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0];
}
