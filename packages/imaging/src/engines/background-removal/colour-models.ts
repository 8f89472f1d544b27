/** Colour likelihoods and contrast-sensitive smoothness for the graph cut (colour-cut.ts). */

/** Smoothed, normalised 3D colour histograms of the subject and the background. */
export interface ColourModels {
  levels: number;
  subject: Float32Array;
  background: Float32Array;
}

/** Bin index per pixel of planar colour (values -0.5..0.5, as the network input). */
export function colourBins(colour: Float32Array[], levels: number): Int32Array {
  const size = colour[0].length;
  const bin = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    let b = 0;
    for (let c = 0; c < 3; c++) b = b * levels + Math.min(levels - 1, Math.max(0, Math.floor((colour[c][i] + 0.5) * levels)));
    bin[i] = b;
  }
  return bin;
}

/**
 * Histograms of the pixels marked 1 (subject) and 0 (background) in `sides` (other values are
 * ignored), smoothed over neighbouring bins so that JPEG noise does not decide; undefined when a
 * side has no pixel.
 */
export function colourModels(bin: Int32Array, sides: ArrayLike<number>, levels: number): ColourModels | undefined {
  const subject = new Float32Array(levels ** 3);
  const background = new Float32Array(levels ** 3);
  let subjectCount = 0;
  let backgroundCount = 0;
  for (let i = 0; i < bin.length; i++) {
    if (sides[i] === 1) {
      subject[bin[i]]++;
      subjectCount++;
    } else if (sides[i] === 0) {
      background[bin[i]]++;
      backgroundCount++;
    }
  }
  if (subjectCount === 0 || backgroundCount === 0) return undefined;
  const subjectDensity = smoothBins(subject, levels);
  const backgroundDensity = smoothBins(background, levels);
  // A floor far below one pixel's share: a colour neither side has seen is no evidence.
  for (let k = 0; k < subjectDensity.length; k++) {
    subjectDensity[k] = subjectDensity[k] / subjectCount + 1e-6;
    backgroundDensity[k] = backgroundDensity[k] / backgroundCount + 1e-6;
  }
  return { levels, subject: subjectDensity, background: backgroundDensity };
}

/** Sum over the 3x3x3 neighbourhood of bins (also the colour check's smoothing). */
export function smoothBins(histogram: Float32Array, levels: number): Float32Array {
  const out = new Float32Array(histogram.length);
  for (let r = 0; r < levels; r++) {
    for (let g = 0; g < levels; g++) {
      for (let b = 0; b < levels; b++) {
        let sum = 0;
        for (let dr = Math.max(0, r - 1); dr <= Math.min(levels - 1, r + 1); dr++) {
          for (let dg = Math.max(0, g - 1); dg <= Math.min(levels - 1, g + 1); dg++) {
            for (let db = Math.max(0, b - 1); db <= Math.min(levels - 1, b + 1); db++) sum += histogram[(dr * levels + dg) * levels + db];
          }
        }
        out[(r * levels + g) * levels + b] = sum;
      }
    }
  }
  return out;
}

/**
 * Contrast-sensitive Potts weights of a 4-connected width x height grid, 4 per node in the layout
 * of max-flow.ts: weight * exp(-beta |dI|^2), beta = 1 / (2 <|dI|^2>) (Boykov & Jolly), so that
 * cutting along an edge of the image is cheap.
 */
export function pairwiseWeights(colour: Float32Array[], width: number, height: number, weight: number): Float32Array {
  const contrast = (a: number, b: number) => {
    const d0 = colour[0][a] - colour[0][b];
    const d1 = colour[1][a] - colour[1][b];
    const d2 = colour[2][a] - colour[2][b];
    return d0 * d0 + d1 * d1 + d2 * d2;
  };
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) {
        sum += contrast(i, i + 1);
        count++;
      }
      if (y + 1 < height) {
        sum += contrast(i, i + width);
        count++;
      }
    }
  }
  const beta = sum > 0 ? count / (2 * sum) : 0;
  const capacity = new Float32Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) {
        const w = weight * Math.exp(-beta * contrast(i, i + 1));
        capacity[i * 4] = w;
        capacity[(i + 1) * 4 + 2] = w;
      }
      if (y + 1 < height) {
        const w = weight * Math.exp(-beta * contrast(i, i + width));
        capacity[i * 4 + 1] = w;
        capacity[(i + width) * 4 + 3] = w;
      }
    }
  }
  return capacity;
}
