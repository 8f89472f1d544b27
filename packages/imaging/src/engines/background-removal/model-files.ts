/**
 * Where the ISNet weights live: `@imgly/background-removal-data` ships each ONNX model split into
 * 4 MiB chunks named by their SHA-256, listed in `dist/resources.json`. We read the chunks and
 * concatenate them in memory; nothing is fetched or written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EngineUnavailableError } from '../context';

export const ENGINE_ID = 'isnet';
export const MODEL_PACKAGE = '@imgly/background-removal-data';

/** `fast`: ISNet with dynamically quantised uint8 weights (44 MB). `quality`: float16 weights (88 MB). */
export type IsnetModel = 'fast' | 'quality';
export const ISNET_MODELS: readonly IsnetModel[] = ['fast', 'quality'];

const RESOURCE_KEYS: Record<IsnetModel, string> = { fast: '/models/small', quality: '/models/medium' };

interface ResourceEntry {
  size: number;
  chunks: { hash: string; offsets: [number, number] }[];
}

export interface ModelChunks {
  size: number;
  chunks: { path: string; start: number; end: number }[];
}

function packageDistDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve(`${MODEL_PACKAGE}/package.json`)), 'dist');
  } catch {
    return undefined;
  }
}

/** The chunk files of one model, or undefined when the package or any chunk is missing. */
export function findModelChunks(model: IsnetModel): ModelChunks | undefined {
  const dist = packageDistDir();
  if (!dist) return undefined;
  const manifestPath = join(dist, 'resources.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ResourceEntry | undefined>;
  const entry = manifest[RESOURCE_KEYS[model]];
  if (!entry) return undefined;
  const chunks = entry.chunks.map((chunk) => ({ path: join(dist, chunk.hash), start: chunk.offsets[0], end: chunk.offsets[1] }));
  if (!chunks.every((chunk) => existsSync(chunk.path))) return undefined;
  return { size: entry.size, chunks };
}

export function missingModelError(model: IsnetModel): EngineUnavailableError {
  return new EngineUnavailableError(ENGINE_ID, `ISNet ${model} model files are missing: install the npm package ${MODEL_PACKAGE}`);
}

/** Reads one model's chunks into a single buffer holding the ONNX file. */
export async function readModelBytes(model: IsnetModel): Promise<Uint8Array> {
  const found = findModelChunks(model);
  if (!found) throw missingModelError(model);
  const bytes = new Uint8Array(found.size);
  for (const chunk of found.chunks) {
    const length = chunk.end - chunk.start;
    const file = await open(chunk.path, 'r');
    try {
      const { bytesRead } = await file.read(bytes, chunk.start, length, 0);
      if (bytesRead !== length) throw new Error(`ISNet ${model}: chunk ${chunk.path} is truncated (${bytesRead} of ${length} bytes)`);
    } finally {
      await file.close();
    }
  }
  return bytes;
}
