import { MAX_INPUT_PIXELS } from '@vitrina/imaging';
import sharp from 'sharp';

export interface SvgRasterInput {
  /** Already sanitised markup (svg-sanitiser). */
  svg: string;
  size: number;
}

/**
 * Renders a sanitised sticker SVG to PNG in a pool worker, so that the pool's deadline can stop
 * a render that librsvg cannot be asked to stop (sharp's own timeout does not cover parsing).
 */
export default async function run(input: SvgRasterInput): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(input.svg), { limitInputPixels: MAX_INPUT_PIXELS, density: 72 })
    .resize({ width: input.size, height: input.size, fit: 'inside' })
    .png({ compressionLevel: 6 })
    .timeout({ seconds: 20 })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
