/**
 * Writes the default templates: apps/server/assets/templates/<key>.json (editor documents),
 * <key>.png (previews) and manifest.json. Run after generate.ts (templates use its stickers):
 * `node --import tsx scripts/stickers/templates.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stableUuid } from './stable-id';
import { DESIGNS } from './template-designs';
import { CANVAS, toDocument, type StickerRef } from './template-model';
import { PREVIEW_WIDTH, renderPreview } from './template-preview';

const ASSETS = fileURLToPath(new URL('../../apps/server/assets', import.meta.url));
const STICKERS = join(ASSETS, 'stickers');
const OUT = join(ASSETS, 'templates');
const SAMPLE_PRODUCT = join(ASSETS, 'system-products', 'sneaker.jpg');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(STICKERS, 'manifest.json'), 'utf8')) as { stickers: { id: string; file: string }[] };
  const stickers = new Map<string, StickerRef>(manifest.stickers.map((sticker) => [sticker.file, { id: sticker.id, url: `/api/infographics/assets/stickers/${sticker.file}` }]));
  const entries = [];
  for (const design of DESIGNS) {
    writeFileSync(join(OUT, `${design.key}.json`), `${JSON.stringify(toDocument(design, stickers), null, 2)}\n`);
    writeFileSync(join(OUT, `${design.key}.png`), await renderPreview(design, STICKERS, SAMPLE_PRODUCT));
    entries.push({
      id: stableUuid(`template/${design.key}`),
      key: design.key,
      name: design.name,
      file: `${design.key}.json`,
      preview: `${design.key}.png`,
      width: PREVIEW_WIDTH,
      height: Math.round((PREVIEW_WIDTH * CANVAS.height) / CANVAS.width),
    });
  }
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} templates → ${OUT}`);
}

await main();
