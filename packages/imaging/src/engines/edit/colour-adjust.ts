/**
 * Brightness, contrast, saturation and warmth on sRGB values, each clamped to 0..255 after its
 * step. The first three follow the CSS filter functions, so the browser preview can use
 * `filter: brightness(1 + b/100) contrast(1 + c/100) saturate(1 + s/100)`; warmth is a white-balance
 * gain, R x (1 + 0.2 w/100) and B x (1 - 0.2 w/100), i.e. an SVG feColorMatrix with those diagonal entries.
 * Alpha is left untouched.
 */
import type { Raster } from '../../raster';

export interface ColourAdjustments {
  brightness: number;
  contrast: number;
  saturation: number;
  warmth: number;
}

const WARMTH_GAIN = 0.2;

/** brightness then contrast, per channel value: a 256-entry table. */
function toneTable(brightness: number, contrast: number): Float32Array {
  const gain = 1 + brightness / 100;
  const slope = 1 + contrast / 100;
  const table = new Float32Array(256);
  for (let v = 0; v < 256; v++) {
    const bright = Math.min(255, v * gain);
    table[v] = Math.min(255, Math.max(0, (bright - 127.5) * slope + 127.5));
  }
  return table;
}

/** CSS saturate(amount) matrix (Filter Effects spec, luminance weights 0.213 / 0.715 / 0.072). */
function saturationMatrix(amount: number): number[] {
  const s = amount;
  return [
    0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
  ];
}

export function isIdentityAdjustment(adjust: ColourAdjustments): boolean {
  return adjust.brightness === 0 && adjust.contrast === 0 && adjust.saturation === 0 && adjust.warmth === 0;
}

export function adjustColours(input: Raster, adjust: ColourAdjustments): Raster {
  const { width, height, channels, data } = input;
  const out = Uint8Array.from(data);
  if (isIdentityAdjustment(adjust)) return { width, height, channels, data: out };
  const tone = toneTable(adjust.brightness, adjust.contrast);
  const saturate = adjust.saturation !== 0;
  const m = saturationMatrix(1 + adjust.saturation / 100);
  const redGain = 1 + (WARMTH_GAIN * adjust.warmth) / 100;
  const blueGain = 1 - (WARMTH_GAIN * adjust.warmth) / 100;
  const colourChannels = channels >= 3;
  for (let i = 0; i < data.length; i += channels) {
    if (!colourChannels) {
      out[i] = Math.round(tone[data[i]]);
      continue;
    }
    let r = tone[data[i]];
    let g = tone[data[i + 1]];
    let b = tone[data[i + 2]];
    if (saturate) {
      const sr = m[0] * r + m[1] * g + m[2] * b;
      const sg = m[3] * r + m[4] * g + m[5] * b;
      const sb = m[6] * r + m[7] * g + m[8] * b;
      r = clamp(sr);
      g = clamp(sg);
      b = clamp(sb);
    }
    out[i] = Math.round(clamp(r * redGain));
    out[i + 1] = Math.round(g);
    out[i + 2] = Math.round(clamp(b * blueGain));
  }
  return { width, height, channels, data: out };
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
