import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are opaque, slash-separated paths made of safe characters; the
 * image service derives them from the content (see `contentKey`), so a key never changes meaning.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`. Writing a key that exists replaces it (same content by design). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Streams the bytes; throws StoredFileMissingError when the key is absent. */
  get(key: string): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * A short-lived URL from which a client can fetch the bytes directly, or null when this storage
   * does not hand out such URLs (the server then streams the file itself).
   */
  downloadUrl(key: string, hints: DownloadHints): Promise<string | null>;
}

/** What the direct download should answer with. */
export interface DownloadHints {
  contentType: string;
  filename: string;
}

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Rejects keys that could escape the storage root or need escaping. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.') || key.length > 512) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Content address: sha256 of the bytes, fanned out over two directory levels. */
export function contentKey(bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `images/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${extension}`;
}

/** Reads a whole stored file into memory. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
