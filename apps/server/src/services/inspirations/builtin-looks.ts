import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSPIRATION_CATEGORIES, inspirationRecipeSchema, type Inspiration } from '@vitrina/contracts';
import { z } from 'zod';

/** apps/server/assets/inspiration: the looks `npm run inspiration` makes from the system products. */
export const INSPIRATION_DIR = fileURLToPath(new URL('../../../assets/inspiration', import.meta.url));
/** Public URL of the built-in files (the same for everyone, no token). */
export const INSPIRATION_ASSET_URL = '/api/inspirations/assets/';
export const INSPIRATION_FILE = /^[a-z0-9][a-z0-9-]*(\.thumb|\.before)?\.webp$/;

const manifestSchema = z.array(
  z.object({
    id: z.uuid(),
    key: z.string().regex(/^[a-z0-9-]+$/),
    product: z.string(),
    category: z.enum(INSPIRATION_CATEGORIES),
    recipe: inspirationRecipeSchema,
    image: z.string().regex(INSPIRATION_FILE),
    thumbnail: z.string().regex(INSPIRATION_FILE),
    before: z.string().regex(INSPIRATION_FILE).nullable(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    createdAt: z.string(),
  }),
);

/** Reads and checks the manifest once; a missing manifest is an empty wall, a broken one an error. */
export async function loadBuiltinLooks(dir = INSPIRATION_DIR): Promise<Inspiration[]> {
  let text: string;
  try {
    text = await readFile(join(dir, 'manifest.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return manifestSchema.parse(JSON.parse(text)).map((entry) => ({
    id: entry.id,
    source: 'builtin',
    category: entry.category,
    recipe: entry.recipe,
    imageUrl: INSPIRATION_ASSET_URL + entry.image,
    thumbnailUrl: INSPIRATION_ASSET_URL + entry.thumbnail,
    beforeUrl: entry.before ? INSPIRATION_ASSET_URL + entry.before : null,
    width: entry.width,
    height: entry.height,
    own: false,
    createdAt: entry.createdAt,
  }));
}
