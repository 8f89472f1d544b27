import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { assertStorageKey, StoredFileMissingError, type FileStorage } from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under one directory (DATA_DIR/files by default); the key is the relative path. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Write beside the target, then rename: readers never see a half-written file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    try {
      await once(stream, 'open');
    } catch (error) {
      stream.destroy();
      if (isMissing(error)) throw new StoredFileMissingError(key);
      throw error;
    }
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Local files have no address of their own: the server streams them. */
  async downloadUrl(): Promise<null> {
    return null;
  }
}
