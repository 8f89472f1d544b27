import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SystemProductSeed } from './products.service';

/** apps/server/assets/system-products: the photos, their manifest and LICENSE.md. */
export const SYSTEM_PRODUCTS_DIR = fileURLToPath(new URL('../../assets/system-products', import.meta.url));

const manifestSchema = z.array(z.object({ key: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1), file: z.string().min(1) }));

export async function loadSystemProductSeeds(dir = SYSTEM_PRODUCTS_DIR): Promise<SystemProductSeed[]> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')));
  return Promise.all(manifest.map(async (entry) => ({ key: entry.key, name: entry.name, bytes: await readFile(join(dir, entry.file)) })));
}
