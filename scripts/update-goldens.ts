/**
 * Regenerates the imaging golden images deliberately (tests never write them):
 *   node --import tsx scripts/update-goldens.ts              # all goldens
 *   node --import tsx scripts/update-goldens.ts shadow-top   # only goldens whose names start so
 *   node --import tsx scripts/update-goldens.ts edit-        # only the image editor's goldens
 *   node --import tsx scripts/update-goldens.ts --fixtures   # also rewrite the synthetic input PNGs
 * Look at every changed PNG before committing it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRaster } from '../packages/imaging/src/raster';
import { COMPOSE_GOLDEN_CASES } from '../packages/imaging/test/compose/golden-cases';
import { syntheticBackdrop } from '../packages/imaging/test/compose/synthetic-backdrop';
import { EDIT_GOLDEN_CASES } from '../packages/imaging/test/edit/golden-cases';
import { SHADOW_GOLDEN_CASES } from '../packages/imaging/test/shadow/golden-cases';
import { syntheticBottle, syntheticBox, syntheticShoe } from '../packages/imaging/test/shadow/synthetic-products';
import { GOLDEN_DIR, goldenPath } from '../packages/imaging/test/support/golden';

const args = process.argv.slice(2);
const withFixtures = args.includes('--fixtures');
const prefixes = args.filter((arg) => !arg.startsWith('--'));

async function writePng(path: string, png: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, png);
  console.log(`wrote ${path} (${(png.length / 1024).toFixed(1)} KB)`);
}

if (withFixtures) {
  const testDir = fileURLToPath(new URL('../packages/imaging/test/', import.meta.url));
  await writePng(`${testDir}shadow/fixtures/bottle.png`, await encodeRaster(syntheticBottle(), 'png'));
  await writePng(`${testDir}shadow/fixtures/shoe.png`, await encodeRaster(syntheticShoe(), 'png'));
  await writePng(`${testDir}shadow/fixtures/box.png`, await encodeRaster(syntheticBox(), 'png'));
  await writePng(`${testDir}compose/fixtures/backdrop.png`, await encodeRaster(syntheticBackdrop(), 'png'));
}

await mkdir(GOLDEN_DIR, { recursive: true });
for (const golden of [...SHADOW_GOLDEN_CASES, ...COMPOSE_GOLDEN_CASES, ...EDIT_GOLDEN_CASES]) {
  if (prefixes.length > 0 && !prefixes.some((prefix) => golden.name.startsWith(prefix))) continue;
  await writePng(goldenPath(golden.name), await encodeRaster(await golden.render(), 'png'));
}
