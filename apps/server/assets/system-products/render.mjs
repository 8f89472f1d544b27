// Renders the SVG sources in this folder to the JPEG sample photos the server seeds.
// Run from the repository root: node apps/server/assets/system-products/render.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const sources = { 'ceramic-mug': 'mug.svg', 'perfume-bottle': 'perfume.svg', sneaker: 'sneaker.svg', 'cosmetic-jar': 'cosmetic-jar.svg', headphones: 'headphones.svg', backpack: 'backpack.svg' };

for (const [key, svg] of Object.entries(sources)) {
  const input = await readFile(join(here, svg));
  // A little grain makes the flat vector gradients read as a photograph and avoids banding.
  const base = sharp(input, { density: 72 }).flatten({ background: '#ffffff' });
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  let seed = 1234567;
  for (let i = 0; i < data.length; i += info.channels) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = ((seed >>> 16) % 7) - 3;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, data[i + c] + noise));
  }
  const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).withIccProfile('srgb').toBuffer();
  await writeFile(join(here, `${key}.jpg`), jpeg);
  console.log(`${key}.jpg ${info.width}x${info.height} ${jpeg.byteLength} bytes`);
}
