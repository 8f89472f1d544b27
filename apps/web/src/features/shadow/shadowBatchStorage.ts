import { appStorage } from '../../common/storage/storage';
import type { ShadowBatchEntry } from './ShadowBatchItem';

/** The batch page's memory under the spec's per-tool key `shadows`: a reload shows the same batch. */
export interface ShadowBatchMemory {
  presetId: string;
  entries: ShadowBatchEntry[];
}

const KEY = 'shadows';

export function readShadowBatch(): ShadowBatchMemory {
  try {
    const saved = JSON.parse(appStorage.get(KEY) ?? 'null') as Partial<ShadowBatchMemory> | null;
    return {
      presetId: typeof saved?.presetId === 'string' ? saved.presetId : 'square',
      entries: Array.isArray(saved?.entries) ? saved.entries.filter((entry) => typeof entry.imageId === 'string') : [],
    };
  } catch {
    return { presetId: 'square', entries: [] };
  }
}

export function writeShadowBatch(memory: ShadowBatchMemory): void {
  appStorage.set(KEY, JSON.stringify(memory));
}
