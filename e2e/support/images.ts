import sharp from 'sharp';

/** A small product-like photo: a coloured rounded box on a light background (PNG bytes). */
export async function productPhoto(hue = 200, size = 320): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#f4f4f2"/><rect x="${size * 0.25}" y="${size * 0.2}" width="${size * 0.5}" height="${size * 0.6}" rx="${size * 0.06}" fill="hsl(${hue},65%,45%)"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}
