/**
 * apps/server/assets/tutorials/manifest.json as this script writes it. The server reads it with
 * its own schema (apps/server/src/services/tutorials/manifest.ts), which its tests check the
 * committed file against.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, TutorialTool } from '@vitrina/contracts';
import type { Translated } from './texts';

export const TUTORIALS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'apps/server/assets/tutorials');

interface PublishedFile {
  file: string;
  bytes: number;
}

export interface ManifestEntry {
  id: string;
  tool: TutorialTool;
  toolPath: string;
  title: Translated;
  steps: { at: number; text: Translated }[];
  durationSeconds: number;
  width: number;
  height: number;
  video: PublishedFile;
  poster: PublishedFile;
  captions: Record<Language, PublishedFile>;
  recordedAt: string;
}

const manifestFile = join(TUTORIALS_DIR, 'manifest.json');

/** Adds or replaces one entry, keeping `order`. Re-read first: runs with --only side by side keep each other's entries. */
export function writeManifestEntry(entry: ManifestEntry, order: readonly string[]): void {
  const current = new Map<string, ManifestEntry>();
  if (existsSync(manifestFile)) for (const item of JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[]) current.set(item.id, item);
  current.set(entry.id, entry);
  const ordered = order.map((id) => current.get(id)).filter((item) => item !== undefined);
  writeFileSync(manifestFile, `${JSON.stringify(ordered, null, 2)}\n`);
}
