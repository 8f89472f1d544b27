/**
 * Rebuilds packages/imaging/test/real-photos/photos/ from the Debian packages the photographs come from (sources and
 * licences: photos/SOURCES.md). Not run by `npm run eval`, which reads the stored
 * copies; run it only to change the set:
 *
 *   apt-get download python3-skimage tuxpaint-stamps-default
 *   dpkg -x python3-skimage_*.deb root && dpkg -x tuxpaint-stamps-default_*.deb root
 *   node --import tsx packages/imaging/test/real-photos/prepare-photos.ts root
 *
 * Backgrounds are stored as JPEG (quality 92) at their own size; products (stamps with a real
 * alpha channel) as lossless WebP, their longer side capped at 600 px. The stored product is the
 * ground truth: the eval composites exactly these pixels.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BACKGROUND_FILES, PRODUCT_FILES } from './photo-set';

const root = process.argv[2];
if (!root) {
  console.error('usage: prepare-photos.ts <folder where the .deb files were extracted>');
  process.exit(2);
}
const out = join(dirname(fileURLToPath(import.meta.url)), 'photos');
const skimage = join(root, 'usr/lib/python3/dist-packages/skimage/data');
const stamps = join(root, 'usr/share/tuxpaint/stamps');
mkdirSync(out, { recursive: true });

for (const [name, file] of Object.entries(BACKGROUND_FILES)) {
  const jpeg = await sharp(join(skimage, file)).removeAlpha().toColourspace('srgb').jpeg({ quality: 92 }).toBuffer();
  writeFileSync(join(out, `${name}.jpg`), jpeg);
}
for (const [name, file] of Object.entries(PRODUCT_FILES)) {
  // sharp resizes RGBA premultiplied, so colour does not bleed from transparent pixels.
  const webp = await sharp(join(stamps, file)).ensureAlpha().resize(600, 600, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' }).webp({ lossless: true }).toBuffer();
  writeFileSync(join(out, `${name}.webp`), webp);
}
console.log(`wrote ${Object.keys(BACKGROUND_FILES).length} backgrounds and ${Object.keys(PRODUCT_FILES).length} products to ${out}`);
