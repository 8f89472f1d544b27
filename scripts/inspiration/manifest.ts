import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InspirationCategory, InspirationRecipe } from '@vitrina/contracts';

/** One look of apps/server/assets/inspiration/manifest.json (read by the server's inspirations service). */
export interface ManifestEntry {
  id: string;
  key: string;
  product: string;
  category: InspirationCategory;
  recipe: InspirationRecipe;
  image: string;
  thumbnail: string;
  before: string | null;
  width: number;
  height: number;
  createdAt: string;
}

export function readManifest(dir: string): ManifestEntry[] {
  const file = join(dir, 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[]) : [];
}

export function writeManifest(dir: string, entries: ManifestEntry[]): void {
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(entries, null, 2)}\n`);
}
