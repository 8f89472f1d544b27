/** What a create-background result can sit on, and rendering it at the output size. */
import type { Raster } from '../../raster';
import { parseHexColour } from '../shadow/colour';
import { rasterToSharp, sharpToRaster } from '../shadow/sharp-io';
import { linearGradient, radialGradient, type GradientStop } from './gradient';
import { renderSystemBackground } from './system-backgrounds';
import { enlarge, ENLARGE_NETWORK_FACTOR } from '../upscale/enlarge';

/**
 * - solid: one colour.
 * - linear: CSS `linear-gradient(<angle>deg, ...)`; angle in degrees, 0 = towards the top, 90 = towards the right.
 * - radial: CSS `radial-gradient(circle farthest-corner at <center>, ...)`; center as fractions of the canvas
 *   (default 0.5, 0.5), radius as a fraction of the distance to the farthest corner (default 1).
 * - image: any raster, scaled to cover the output and centred (cropping the overflow).
 * - system: one of SYSTEM_BACKGROUNDS by id.
 * - transparent: nothing (the result keeps alpha).
 */
export type BackgroundSpec =
  | { type: 'solid'; color: string }
  | { type: 'linear'; angle: number; stops: GradientStop[] }
  | { type: 'radial'; center?: { x: number; y: number }; radius?: number; stops: GradientStop[] }
  | { type: 'image'; image: Raster }
  | { type: 'system'; id: string }
  | { type: 'transparent' };

/** The background alone at width x height: RGB, or RGBA for 'transparent' and images with alpha. */
export async function renderBackground(spec: BackgroundSpec, width: number, height: number): Promise<Raster> {
  switch (spec.type) {
    case 'solid': {
      const rgb = parseHexColour(spec.color);
      const data = new Uint8Array(width * height * 3);
      for (let i = 0; i < data.length; i += 3) {
        data[i] = rgb[0];
        data[i + 1] = rgb[1];
        data[i + 2] = rgb[2];
      }
      return { width, height, channels: 3, data };
    }
    case 'linear':
      if (!Number.isFinite(spec.angle)) throw new RangeError('A linear gradient needs a finite angle');
      return linearGradient(width, height, spec.angle, spec.stops);
    case 'radial': {
      const center = spec.center ?? { x: 0.5, y: 0.5 };
      const radius = spec.radius ?? 1;
      if (![center.x, center.y, radius].every(Number.isFinite) || radius <= 0) throw new RangeError('A radial gradient needs a finite centre and a positive radius');
      return radialGradient(width, height, center.x, center.y, radius, spec.stops);
    }
    case 'image':
      return coverImage(spec.image, width, height);
    case 'system':
      return renderSystemBackground(spec.id, width, height);
    case 'transparent':
      return { width, height, channels: 4, data: new Uint8Array(width * height * 4) };
  }
}

/** Cover-fit: scale so the image fills the canvas, centre, crop the overflow. Grey becomes RGB. */
async function coverImage(image: Raster, width: number, height: number): Promise<Raster> {
  if (image.width < 1 || image.height < 1) throw new RangeError('The background image is empty');
  const hasAlpha = image.channels === 2 || image.channels === 4;
  // A backdrop photo smaller than the canvas is enlarged by ESRGAN, not interpolated (upscale/enlarge.ts).
  const factor = Math.max(width / image.width, height / image.height);
  const source = factor > ENLARGE_NETWORK_FACTOR ? await enlarge(image, Math.max(width, Math.round(image.width * factor)), Math.max(height, Math.round(image.height * factor))) : image;
  let pipeline = rasterToSharp(source).resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' }).toColourspace('srgb');
  pipeline = hasAlpha ? pipeline.ensureAlpha() : pipeline.removeAlpha();
  return sharpToRaster(pipeline);
}
