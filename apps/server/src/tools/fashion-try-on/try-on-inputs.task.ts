import type { GarmentCategory } from '@vitrina/contracts';
import { composeOnBackground, decodeRaster, encodeRaster, removeBackground, type Raster } from '@vitrina/imaging';
import type { TaskContext } from '../../workers/task';
import { ensureCutout } from '../shadow/cutout';

export interface TryOnInputsInput {
  person: Uint8Array;
  garment: Uint8Array;
  category: GarmentCategory;
}

export interface TryOnInputsOutput {
  /** The person photo as PNG (what the try-on paints on). */
  person: Uint8Array;
  /** White over the body region the garment covers (within the person's silhouette, grown a little). */
  mask: Uint8Array;
  /** The garment cut out and centred on white, as try-on models expect a catalogue shot. */
  garment: Uint8Array;
}

/** The vertical band of the person's height (top of head = 0, feet = 1) each category covers. */
const BANDS: Record<GarmentCategory, [number, number]> = {
  top: [0.14, 0.6],
  bottom: [0.45, 1],
  dress: [0.14, 0.88],
  outfit: [0.12, 1],
};

const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** Inputs of the garment try-on: the person's silhouette (ISNet) narrowed to the garment's band, and the garment's cut-out. */
export default async function run(input: TryOnInputsInput, context: TaskContext): Promise<TryOnInputsOutput> {
  const person = await decodeRaster(input.person, 3);
  const silhouette = await removeBackground(person, { model: 'quality', output: 'mask' }, { signal: context.signal, onProgress: (fraction) => context.onProgress(fraction * 0.6) });
  const mask = garmentMask(silhouette, input.category);
  const { cutout } = await ensureCutout(await decodeRaster(input.garment, 4), { ...context, onProgress: (fraction) => context.onProgress(0.6 + fraction * 0.3) }, 1);
  const garment = await composeOnBackground(cutout, { type: 'solid', color: '#ffffff' }, { x: 0.5, y: 0.5, scale: 0.9 }, { width: 768, height: 1024 });
  const [personPng, maskPng, garmentPng] = await Promise.all([encodeRaster(person, 'png'), encodeRaster(mask, 'png'), encodeRaster(garment, 'png')]);
  context.onProgress(1);
  return { person: asBytes(personPng), mask: asBytes(maskPng), garment: asBytes(garmentPng) };
}

/**
 * The silhouette (one channel or more; first channel read) kept between the category's rows of the
 * person's bounding box, then grown by 2% of the width so loose garments have room.
 */
export function garmentMask(silhouette: Raster, category: GarmentCategory): Raster {
  const { width, height, channels } = silhouette;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((silhouette.data[(y * width + x) * channels] ?? 0) > 127) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        break;
      }
    }
  }
  const data = new Uint8Array(width * height * 3);
  if (bottom < top) return { width, height, channels: 3, data };
  const [from, to] = BANDS[category];
  const span = bottom - top + 1;
  const rowFrom = Math.floor(top + from * span);
  const rowTo = Math.min(height - 1, Math.ceil(top + to * span));
  const grow = Math.max(1, Math.round(width * 0.02));
  for (let y = rowFrom; y <= rowTo; y++) {
    for (let x = 0; x < width; x++) {
      if ((silhouette.data[(y * width + x) * channels] ?? 0) <= 127) continue;
      for (let dx = -grow; dx <= grow; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const offset = (y * width + nx) * 3;
        data[offset] = 255;
        data[offset + 1] = 255;
        data[offset + 2] = 255;
      }
    }
  }
  return { width, height, channels: 3, data };
}
