/**
 * Sharpness -100..100 as one unsharp-mask formula: out = v + k (v - blur(v)).
 * Positive: k = 1.5 s/100 with a fine blur (detail boost). Negative: k = s/100 with a wider blur,
 * i.e. a blend towards the blurred image (softening). The Gaussian comes from libvips; alpha is kept.
 */
import type { Raster } from '../../raster';
import { rasterToSharp, sharpToRaster } from '../shadow/sharp-io';

export async function adjustSharpness(input: Raster, sharpness: number): Promise<Raster> {
  const { width, height, channels, data } = input;
  if (sharpness === 0) return { width, height, channels, data: Uint8Array.from(data) };
  const colourChannels = channels === 2 || channels === 4 ? channels - 1 : channels;
  // The fine radius grows with the image so the effect looks alike at any resolution.
  const fine = Math.min(3, Math.max(0.8, Math.min(width, height) / 1000));
  const sigma = sharpness > 0 ? fine : fine * 2.5;
  const amount = sharpness > 0 ? (1.5 * sharpness) / 100 : sharpness / 100;
  let pipeline = rasterToSharp(input);
  if (colourChannels !== channels) pipeline = pipeline.removeAlpha();
  const blurred = await sharpToRaster(pipeline.blur(sigma).toColourspace(colourChannels === 1 ? 'b-w' : 'srgb'));
  const out = new Uint8Array(data.length);
  for (let p = 0, i = 0, j = 0; p < width * height; p++, i += channels, j += blurred.channels) {
    for (let c = 0; c < colourChannels; c++) {
      const v = data[i + c];
      const value = v + amount * (v - blurred.data[j + c]);
      out[i + c] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
    }
    if (colourChannels !== channels) out[i + channels - 1] = data[i + channels - 1]!;
  }
  return { width, height, channels, data: out };
}
