import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TutorialTool } from '@vitrina/contracts';
import type { LoadApi, LoadUser } from '../../load/accounts';
import type { Recording } from '../recorder';
import type { Translated } from '../texts';

export interface ScenarioContext {
  api: LoadApi;
  user: LoadUser;
  baseUrl: string;
}

export interface TutorialScenario {
  /** File names and the manifest key. */
  id: string;
  tool: TutorialTool;
  /** The tool's page without the language prefix. */
  toolPath: string;
  title: Translated;
  run(recording: Recording, context: ScenarioContext): Promise<void>;
}

/** A real product photo: the system products (apps/server/assets/system-products). */
export const productPhoto = (name: 'backpack' | 'ceramic-mug' | 'cosmetic-jar' | 'headphones' | 'perfume-bottle' | 'sneaker'): string =>
  join(import.meta.dirname, '../../../apps/server/assets/system-products', `${name}.jpg`);

/** A smaller copy of a product photo (engines that grow the image stay quick), as a temporary JPEG. */
export async function resizedPhoto(name: Parameters<typeof productPhoto>[0], size: number, watermark?: string): Promise<string> {
  let image = sharp(productPhoto(name)).resize(size, size);
  if (watermark) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><text x="50%" y="58%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(size / 7)}" fill="#333" fill-opacity="0.7">${watermark}</text></svg>`;
    image = sharp(await image.toBuffer()).composite([{ input: Buffer.from(svg) }]);
  }
  const file = join(tmpdir(), `vitrina-tutorial-${name}-${size}${watermark ? '-marked' : ''}.jpg`);
  writeFileSync(file, await image.jpeg({ quality: 88 }).toBuffer());
  return file;
}

/** Starts on the products page and opens the tool from the side menu, as a seller would. */
export async function openFromMenu(rec: Recording, path: string, text: Translated): Promise<void> {
  await rec.page.goto('/en/products-list');
  const link = rec.page.locator(`nav a[href="/en${path}"], aside a[href="/en${path}"]`).filter({ visible: true }).first();
  const shown = await link.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  await rec.step(text);
  if (shown) await rec.click(link);
  else await rec.page.goto(`/en${path}`);
  await rec.page.waitForURL((url) => url.pathname === `/en${path}`);
}

/**
 * Drags a before/after comparison's slider to the right (more of the photo before), then to the
 * left, where it stays: the result fills most of the frame (side by side: points at each).
 */
export async function compare(rec: Recording): Promise<void> {
  const track = rec.page.locator('[data-testid="before-after"] + .mantine-Slider-root').first();
  if ((await track.count()) === 0) {
    await rec.point(rec.page.getByTestId('before-after'), { x: 0.25, y: 0.5 });
    await rec.pause(1200);
    await rec.point(rec.page.getByTestId('before-after'), { x: 0.75, y: 0.5 });
    await rec.pause(1200);
    await rec.unoutline();
    return;
  }
  await rec.drag(track, { x: 0.5, y: 0.5 }, { x: 0.85, y: 0.5 }, 25);
  await rec.pause(500);
  await rec.drag(track, { x: 0.85, y: 0.5 }, { x: 0.12, y: 0.5 }, 35);
  await rec.pause(700);
}
