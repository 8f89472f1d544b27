/**
 * Inputs of the before/after looks, made from a system product photo: a price sticker to erase
 * (with its mask), a tiled watermark to remove, a small copy to upscale.
 */
import sharp from 'sharp';
import type { InputPreparation } from './recipes';

export interface PreparedInput {
  image: Buffer;
  mask?: Buffer;
}

async function size(photo: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return { width, height };
}

/** A round "-30%" sticker on the top-left of the backdrop; the mask covers it with a margin. */
async function withSticker(photo: Buffer): Promise<PreparedInput> {
  const { width, height } = await size(photo);
  const r = Math.round(Math.min(width, height) * 0.09);
  const cx = Math.round(width * 0.14);
  const cy = Math.round(height * 0.16);
  const sticker = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#e8322b"/>
    <text x="${cx}" y="${cy + r * 0.18}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${r * 0.55}" fill="#fff" text-anchor="middle">-30%</text>
  </svg>`;
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 1.12)}" fill="#fff"/></svg>`;
  return {
    image: await sharp(photo).composite([{ input: Buffer.from(sticker) }]).jpeg({ quality: 92 }).toBuffer(),
    mask: await sharp(Buffer.from(mask)).png().toBuffer(),
  };
}

/** A faint "© SAMPLE" mark tiled over the whole photo, the kind stock previews carry. */
async function withWatermark(photo: Buffer): Promise<PreparedInput> {
  const { width, height } = await size(photo);
  const step = Math.round(width / 4);
  const marks: string[] = [];
  for (let y = step / 2; y < height; y += step * 0.75) {
    for (let x = step / 2; x < width; x += step) {
      marks.push(`<text x="${x}" y="${y}" transform="rotate(-25 ${x} ${y})" text-anchor="middle">© SAMPLE</text>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.round(step / 5)}" fill="#ffffff" fill-opacity="0.55" stroke="#555" stroke-opacity="0.35">${marks.join('')}</g></svg>`;
  return { image: await sharp(photo).composite([{ input: Buffer.from(svg) }]).jpeg({ quality: 92 }).toBuffer() };
}

export async function prepareInput(photo: Buffer, preparation: InputPreparation): Promise<PreparedInput> {
  switch (preparation) {
    case 'photo':
      return { image: photo };
    case 'small':
      // A 300 px copy, the size of a thumbnail a seller might have left: upscale x4 brings it to 1200.
      return { image: await sharp(photo).resize({ width: 300 }).jpeg({ quality: 88 }).toBuffer() };
    case 'sticker':
      return withSticker(photo);
    case 'watermark':
      return withWatermark(photo);
  }
}
