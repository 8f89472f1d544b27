/** Channel plumbing around the RGB-only network. */
import type { Raster } from '../../raster';

/** The colour part of any raster as RGB (grey is repeated into three channels, alpha dropped). */
export function colourAsRgb(raster: Raster): Raster {
  if (raster.channels === 3) return raster;
  const pixels = raster.width * raster.height;
  const data = new Uint8Array(pixels * 3);
  const grey = raster.channels <= 2;
  for (let i = 0; i < pixels; i++) {
    const source = i * raster.channels;
    data[i * 3] = raster.data[source];
    data[i * 3 + 1] = raster.data[grey ? source : source + 1];
    data[i * 3 + 2] = raster.data[grey ? source : source + 2];
  }
  return { width: raster.width, height: raster.height, channels: 3, data };
}

/** The alpha channel as a one-channel raster, or undefined when there is none. */
export function alphaOf(raster: Raster): Raster | undefined {
  if (raster.channels !== 2 && raster.channels !== 4) return undefined;
  const pixels = raster.width * raster.height;
  const data = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) data[i] = raster.data[i * raster.channels + raster.channels - 1];
  return { width: raster.width, height: raster.height, channels: 1, data };
}

/**
 * Rebuilds the input's layout from an upscaled RGB result: grey inputs get the mean of the three
 * channels back, and the alpha channel (if any) is appended.
 */
export function restoreLayout(rgb: Raster, channels: Raster['channels'], alpha: Raster | undefined): Raster {
  const pixels = rgb.width * rgb.height;
  const data = new Uint8Array(pixels * channels);
  const grey = channels <= 2;
  for (let i = 0; i < pixels; i++) {
    const source = i * 3;
    const target = i * channels;
    if (grey) {
      data[target] = Math.round((rgb.data[source] + rgb.data[source + 1] + rgb.data[source + 2]) / 3);
    } else {
      data[target] = rgb.data[source];
      data[target + 1] = rgb.data[source + 1];
      data[target + 2] = rgb.data[source + 2];
    }
    if (alpha) data[target + channels - 1] = alpha.data[i];
  }
  return { width: rgb.width, height: rgb.height, channels, data };
}
