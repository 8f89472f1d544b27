/** Colour groups of a hole's border: k-means and the side of a colour against the groups' means. */

/** Nearest of k means to a colour, and the colour's position on the axis from it (0) to the second nearest (1). */
export function nearestMean(image: ArrayLike<number>, o: number, c: number, means: Float32Array, k: number): [number, number] {
  let best = 0;
  let second = -1;
  let bestD = Number.POSITIVE_INFINITY;
  let secondD = Number.POSITIVE_INFINITY;
  for (let a = 0; a < k; a++) {
    let d = 0;
    for (let j = 0; j < c; j++) d += (image[o + j] - means[a * c + j]) ** 2;
    if (d < bestD) {
      second = best;
      secondD = bestD;
      best = a;
      bestD = d;
    } else if (d < secondD) {
      second = a;
      secondD = d;
    }
  }
  if (second < 0 || second === best) return [best, 0];
  let dot = 0;
  let norm = 0;
  for (let j = 0; j < c; j++) {
    const axis = means[second * c + j] - means[best * c + j];
    dot += (image[o + j] - means[best * c + j]) * axis;
    norm += axis * axis;
  }
  return [best, norm > 0 ? dot / norm : 0];
}

/**
 * Side (0..k-1) of a colour against a cut component's k means (k x channels): the nearest mean,
 * when the colour lies at most `margin` of the way towards the second nearest; -1 in between.
 */
export function colourSide(image: ArrayLike<number>, o: number, c: number, means: Float32Array, margin: number): number {
  const [s, t] = nearestMean(image, o, c, means, means.length / c);
  return t <= margin ? s : -1;
}

/**
 * k-means of the ring's colours, started from the most different colours (the farthest from the
 * mean, then each next the farthest from those chosen); for k = 2 the former two-means.
 */
export function kMeans(image: Uint8Array, c: number, ring: Int32Array, k: number): Float32Array {
  const mean = new Float32Array(c);
  for (let i = 0; i < ring.length; i++) for (let j = 0; j < c; j++) mean[j] += image[ring[i] * c + j] / ring.length;
  const means = new Float32Array(k * c);
  // Squared distance of each ring pixel to the nearest seed chosen so far.
  const nearest = new Float64Array(ring.length).fill(Number.POSITIVE_INFINITY);
  let from: ArrayLike<number> = mean;
  let offset = 0;
  for (let a = 0; a < k; a++) {
    let best = ring[0];
    let bestDistance = -1;
    for (let i = 0; i < ring.length; i++) {
      let d = 0;
      for (let j = 0; j < c; j++) d += (image[ring[i] * c + j] - from[offset + j]) ** 2;
      if (a > 0) d = nearest[i] = Math.min(nearest[i], d);
      if (d > bestDistance) {
        bestDistance = d;
        best = ring[i];
      }
    }
    for (let j = 0; j < c; j++) means[a * c + j] = image[best * c + j];
    from = image;
    offset = best * c;
  }
  const sums = new Float64Array(k * c);
  const counts = new Int32Array(k);
  for (let iteration = 0; iteration < 10; iteration++) {
    sums.fill(0);
    counts.fill(0);
    for (let i = 0; i < ring.length; i++) {
      const s = nearestMean(image, ring[i] * c, c, means, k)[0];
      counts[s]++;
      for (let j = 0; j < c; j++) sums[s * c + j] += image[ring[i] * c + j];
    }
    if (counts.some((n) => n === 0)) break;
    for (let s = 0; s < k; s++) for (let j = 0; j < c; j++) means[s * c + j] = sums[s * c + j] / counts[s];
  }
  return means;
}
