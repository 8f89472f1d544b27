/** In-place iterative radix-2 complex FFT of length n (a power of two); `inverse` skips the 1/n scale. */
export function fft1d(re: Float64Array, im: Float64Array, offset: number, stride: number, n: number, inverse: boolean): void {
  // Bit-reversal permutation.
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const a = offset + i * stride;
      const b = offset + j * stride;
      let t = re[a];
      re[a] = re[b]!;
      re[b] = t;
      t = im[a]!;
      im[a] = im[b]!;
      im[b] = t;
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const angle = ((inverse ? 2 : -2) * Math.PI) / size;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < half; k++) {
        const a = offset + (start + k) * stride;
        const b = offset + (start + k + half) * stride;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] = re[a] + tr;
        im[a] = im[a] + ti;
        const next = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = next;
      }
    }
  }
}

/**
 * 2-D FFT of an n x n row-major grid, rows then columns (each column copied out and back: strided
 * access over a large grid misses the cache). Rows that are all zero stay zero and are skipped.
 */
export function fft2d(re: Float64Array, im: Float64Array, n: number, inverse: boolean): void {
  for (let row = 0; row < n; row++) {
    let zero = true;
    for (let i = row * n; i < (row + 1) * n && zero; i++) if (re[i] !== 0 || im[i] !== 0) zero = false;
    if (!zero) fft1d(re, im, row * n, 1, n, inverse);
  }
  const columnRe = new Float64Array(n);
  const columnIm = new Float64Array(n);
  for (let column = 0; column < n; column++) {
    for (let i = 0; i < n; i++) {
      columnRe[i] = re[i * n + column]!;
      columnIm[i] = im[i * n + column]!;
    }
    fft1d(columnRe, columnIm, 0, 1, n, inverse);
    for (let i = 0; i < n; i++) {
      re[i * n + column] = columnRe[i]!;
      im[i * n + column] = columnIm[i]!;
    }
  }
}

/**
 * Circular autocorrelation of a zero-padded n x n signal (Wiener-Khinchin: the inverse transform
 * of the power spectrum). Pad by at least the largest lag of interest to avoid wrap-around.
 */
export function autocorrelation(signal: Float64Array, n: number): Float64Array {
  return pairedAutocorrelation(signal, new Float64Array(n * n), n);
}

/**
 * The sum of the circular autocorrelations of two zero-padded n x n signals, with one transform
 * pair: the real part of the autocorrelation of a + i b is that sum (the cross terms are imaginary).
 */
export function pairedAutocorrelation(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const re = Float64Array.from(a);
  const im = Float64Array.from(b);
  fft2d(re, im, n, false);
  for (let i = 0; i < re.length; i++) {
    re[i] = re[i] * re[i] + im[i] * im[i];
    im[i] = 0;
  }
  fft2d(re, im, n, true);
  const scale = 1 / (n * n);
  for (let i = 0; i < re.length; i++) re[i] = re[i] * scale;
  return re;
}
