/** A stroke pixel whose four neighbours are strokes too (fully covered by the ink). */
export function interior(strokes: Uint8Array, p: number, width: number, height: number): boolean {
  if (!strokes[p]) return false;
  const x = p % width;
  const y = (p - x) / width;
  return x > 0 && x < width - 1 && y > 0 && y < height - 1 && strokes[p - 1] === 1 && strokes[p + 1] === 1 && strokes[p - width] === 1 && strokes[p + width] === 1;
}

/**
 * Where each interior stroke pixel lies on the line from its background to the ink (0 = background,
 * 1 = ink), for pixels whose squared background-to-ink distance is at least `minNorm`; the list is sorted.
 */
export function interiorInkShares(data: ArrayLike<number>, backgrounds: ArrayLike<number>, ink: ArrayLike<number>, strokes: Uint8Array, width: number, height: number, c: number, minNorm: number): number[] {
  const shares: number[] = [];
  for (let p = 0; p < strokes.length; p++) {
    if (!interior(strokes, p, width, height)) continue;
    let dot = 0;
    let norm = 0;
    for (let k = 0; k < c; k++) {
      const direction = ink[k] - backgrounds[p * c + k];
      dot += (data[p * c + k] - backgrounds[p * c + k]) * direction;
      norm += direction * direction;
    }
    if (norm >= minNorm) shares.push(dot / norm);
  }
  return shares.sort((x, y) => x - y);
}
