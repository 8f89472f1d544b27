/**
 * `npm run contact-sheet` (repository root): renders 6 products x 4 styles through the whole generate task a user
 * waits for (decode, cut-out with the production default model, studio render, JPEG encoding) and
 * writes one labelled sheet to docs/studio-contact-sheet.webp. Prints the time of each scene and,
 * per style, the pairwise difference of four variations of one product.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { generateParamsSchema } from '@vitrina/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import runGenerateTask from '../src/tools/generate/generate.task';
import { SHEET_PRODUCTS, SHEET_STYLES } from './contact-sheet-products';

const TILE = 360;
const LABEL_WIDTH = 150;
const HEADER = 44;
/** Each scene is rendered at this size and reduced to a tile. */
const RENDER = 768;
const OUTPUT = fileURLToPath(new URL('../../../docs/studio-contact-sheet.webp', import.meta.url));

process.env.GENERATION_ENGINES ??= 'generate=studio';
const context = { signal: new AbortController().signal, onProgress: () => undefined };

async function scene(bytes: Uint8Array, style: string, prompt: string, seed: number, quantity = 1) {
  const params = generateParamsSchema.parse({ prompt, style, quantity });
  const output = await runGenerateTask({ bytes, width: RENDER, height: RENDER, seed, params }, context);
  return output.images.map((image) => image.bytes);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const label = (text: string, width: number, height: number, anchor: 'start' | 'middle') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${anchor === 'middle' ? width / 2 : 12}" y="${height / 2 + 7}" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="700" fill="#222" text-anchor="${anchor}">${escape(text)}</text></svg>`,
  );

/** Mean absolute difference of two encoded images, 0..255 per channel value. */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < (x?.length ?? 0); i++) sum += Math.abs((x?.[i] ?? 0) - (y?.[i] ?? 0));
  return sum / (x?.length ?? 1);
}

const tiles: OverlayOptions[] = [];
const started = performance.now();
for (const [column, { style }] of SHEET_STYLES.entries()) tiles.push({ input: label(style, TILE, HEADER, 'middle'), left: LABEL_WIDTH + column * TILE, top: 0 });
for (const [row, product] of SHEET_PRODUCTS.entries()) {
  const bytes = new Uint8Array(await readFile(fileURLToPath(new URL(product.file, import.meta.url))));
  tiles.push({ input: label(product.label, LABEL_WIDTH, TILE, 'start'), left: 0, top: HEADER + row * TILE });
  for (const [column, { style, prompt }] of SHEET_STYLES.entries()) {
    const t = performance.now();
    const [jpeg] = await scene(bytes, style, prompt, 101 + row * 10 + column);
    if (!jpeg) throw new Error(`${product.label} / ${style}: no image`);
    console.log(`${product.label.padEnd(12)} ${style.padEnd(8)} ${Math.round(performance.now() - t)} ms (decode, cut-out, render, encode)`);
    tiles.push({ input: await sharp(jpeg).resize(TILE, TILE).toBuffer(), left: LABEL_WIDTH + column * TILE, top: HEADER + row * TILE });
  }
}
const width = LABEL_WIDTH + SHEET_STYLES.length * TILE;
const height = HEADER + SHEET_PRODUCTS.length * TILE;
await writeFile(OUTPUT, await sharp({ create: { width, height, channels: 3, background: '#f4f2ef' } }).composite(tiles).webp({ quality: 90 }).toBuffer());
console.log(`\n${OUTPUT}: ${width}x${height}, ${Math.round((await stat(OUTPUT)).size / 1024)} KB, ${Math.round((performance.now() - started) / 1000)} s, load average ${loadavg()[0].toFixed(1)}`);

// Variations: four seeds of one request must differ by more than noise (the unit tests gate 6 levels).
const perfume = new Uint8Array(await readFile(fileURLToPath(new URL(SHEET_PRODUCTS[1]?.file ?? '', import.meta.url))));
for (const { style, prompt } of SHEET_STYLES) {
  const images = await scene(perfume, style, prompt, 7, 4);
  const pairs: number[] = [];
  for (let i = 0; i < images.length; i++) for (let j = i + 1; j < images.length; j++) pairs.push(await difference(images[i] ?? new Uint8Array(), images[j] ?? new Uint8Array()));
  console.log(`variations of ${style}: pairwise mean absolute difference ${Math.min(...pairs).toFixed(1)}..${Math.max(...pairs).toFixed(1)} levels`);
}
