import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkDocument, type EditorDocument } from './editor-document';

/** apps/server/assets/{stickers,templates}: files made by scripts/stickers/generate.ts. */
export const STICKERS_DIR = fileURLToPath(new URL('../../../assets/stickers', import.meta.url));
export const TEMPLATES_DIR = fileURLToPath(new URL('../../../assets/templates', import.meta.url));

/** Public URLs of the built-in files (no token needed: they are the same for everyone). */
export const SYSTEM_STICKER_URL = '/api/infographics/assets/stickers/';
export const DEFAULT_TEMPLATE_URL = '/api/infographics/assets/templates/';

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|png)$/;

const stickerManifestSchema = z.object({
  categories: z.array(z.object({ key: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) })).length(26),
  stickers: z.array(
    z.object({
      id: z.uuid(),
      category: z.string(),
      name: z.string().min(1),
      file: z.string().regex(FILE_NAME),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      licence: z.string().min(1),
      source: z.string().min(1),
    }),
  ),
});
export type StickerManifest = z.infer<typeof stickerManifestSchema>;
export type SystemSticker = StickerManifest['stickers'][number] & { categoryLabel: string };

const templateManifestSchema = z.array(
  z.object({
    id: z.uuid(),
    key: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    file: z.string().regex(/^[a-z0-9-]+\.json$/),
    preview: z.string().regex(FILE_NAME),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type DefaultTemplate = z.infer<typeof templateManifestSchema>[number] & { state: EditorDocument };

export interface SystemAssets {
  stickers: SystemSticker[];
  templates: DefaultTemplate[];
  /** Public file names that may be served, per folder. */
  stickerFiles: Set<string>;
  templateFiles: Set<string>;
}

/** Reads and checks both manifests once; a broken asset stops start-up rather than a request. */
export async function loadSystemAssets(stickersDir = STICKERS_DIR, templatesDir = TEMPLATES_DIR): Promise<SystemAssets> {
  const stickerManifest = stickerManifestSchema.parse(JSON.parse(await readFile(join(stickersDir, 'manifest.json'), 'utf8')));
  const labels = new Map(stickerManifest.categories.map((category) => [category.key, category.label]));
  const stickers = stickerManifest.stickers.map((sticker) => {
    const categoryLabel = labels.get(sticker.category);
    if (!categoryLabel) throw new Error(`sticker ${sticker.file}: unknown category ${sticker.category}`);
    return { ...sticker, categoryLabel };
  });
  const templateManifest = templateManifestSchema.parse(JSON.parse(await readFile(join(templatesDir, 'manifest.json'), 'utf8')));
  const templates = await Promise.all(
    templateManifest.map(async (entry) => ({
      ...entry,
      state: checkDocument(JSON.parse(await readFile(join(templatesDir, entry.file), 'utf8')), entry.file),
    })),
  );
  return {
    stickers,
    templates,
    stickerFiles: new Set(stickers.map((sticker) => sticker.file)),
    templateFiles: new Set(templates.map((template) => template.preview)),
  };
}
