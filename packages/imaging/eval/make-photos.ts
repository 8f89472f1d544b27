/**
 * Regenerates eval/photos/ from two Debian packages (see eval/README.md for sources and
 * licences): real product photographs cut out with their alpha (Tux Paint stamps) and real
 * photographs used as backgrounds and as clean photos (scikit-image sample data).
 *
 *   apt-get download tuxpaint-stamps-default python3-skimage
 *   dpkg-deb -x <each .deb> /tmp/eval-debs
 *   npx tsx packages/imaging/eval/make-photos.ts /tmp/eval-debs
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PRODUCTS, PHOTOS } from './set';

const root = process.argv[2];
if (!root) throw new Error('usage: make-photos.ts <folder the two .deb files were extracted into>');
const out = fileURLToPath(new URL('./photos/', import.meta.url));
mkdirSync(out, { recursive: true });

const stamps = join(root, 'usr/share/tuxpaint/stamps');
const skimage = join(root, 'usr/lib/python3/dist-packages/skimage/data');

for (const product of PRODUCTS) {
  // Cut-outs larger than 640 px are reduced so the set stays small; the alpha stays exact for
  // the composite because the composite is made from this very file.
  await sharp(join(stamps, product.source))
    .resize(640, 640, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
    .png({ compressionLevel: 9 })
    .toFile(join(out, `${product.name}.png`));
}
for (const photo of PHOTOS) {
  await sharp(join(skimage, photo.source)).removeAlpha().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toFile(join(out, `${photo.name}.jpg`));
}
console.log(`wrote ${PRODUCTS.length} cut-outs and ${PHOTOS.length} photos to ${out}`);
