/** Moving rasters in and out of sharp pipelines without copies where possible. */
import sharp, { type Sharp } from 'sharp';
import type { Raster } from '../../raster';

export function rasterToSharp(raster: Raster): Sharp {
  const buffer = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  return sharp(buffer, { raw: { width: raster.width, height: raster.height, channels: raster.channels } });
}

/** Runs a pipeline to raw 8-bit pixels. */
export async function sharpToRaster(pipeline: Sharp): Promise<Raster> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    channels: info.channels,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/** Any raster as 4-channel RGBA (grey is expanded, a missing alpha becomes opaque). */
export function toRgba(raster: Raster): Raster {
  if (raster.channels === 4) return raster;
  const { width, height, channels, data } = raster;
  const out = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < data.length; i += channels, o += 4) {
    const r = data[i];
    out[o] = r;
    out[o + 1] = channels >= 3 ? data[i + 1] : r;
    out[o + 2] = channels >= 3 ? data[i + 2] : r;
    out[o + 3] = channels === 2 ? data[i + 1] : 255;
  }
  return { width, height, channels: 4, data: out };
}
