import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ImageFormat } from '@vitrina/contracts';
import { MAX_INPUT_PIXELS } from '@vitrina/imaging';
import sharp from 'sharp';
import type { ImageRecord } from '../images.service';
import { encodeAs } from './normalise';

/**
 * Thumbnail widths we render. A requested width snaps up to the next step, so the cache holds a
 * bounded number of files per image and a client cannot make us render thousands of sizes.
 */
export const VARIANT_WIDTHS = [32, 64, 128, 256, 384, 512, 768, 1024, 1280, 1536, 2048] as const;

export interface VariantRequest {
  format?: ImageFormat;
  width?: number;
}

export interface ServedFile {
  body: Buffer | Readable;
  format: ImageFormat;
  bytes: number;
  etag: string;
}

export function snapWidth(requested: number, original: number): number {
  const step = VARIANT_WIDTHS.find((width) => width >= requested) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return Math.min(step, original);
}

/** Whether a request asks for the stored file as it is (same format, no smaller width). */
export function isOriginalRequest(record: Pick<ImageRecord, 'format' | 'width'>, request: VariantRequest): boolean {
  const format = request.format ?? record.format;
  const width = request.width === undefined ? record.width : snapWidth(request.width, record.width);
  return format === record.format && width === record.width;
}

/** The content hash inside a storage key (images/ab/cd/<hash>.<ext>). */
const contentHash = (record: ImageRecord) => record.storageKey.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');

/**
 * Format and size variants of stored images, rendered with sharp on first request and cached
 * under DATA_DIR/cache. Stored files never change (content-addressed), so neither do variants.
 */
export class FileVariants {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly cacheDir: string,
    private readonly readOriginal: (record: ImageRecord) => Promise<Buffer>,
    private readonly streamOriginal: (record: ImageRecord) => Promise<Readable>,
  ) {}

  async serve(record: ImageRecord, request: VariantRequest): Promise<ServedFile> {
    const format = request.format ?? record.format;
    const width = request.width === undefined ? record.width : snapWidth(request.width, record.width);
    const hash = contentHash(record);
    if (isOriginalRequest(record, request)) {
      return { body: await this.streamOriginal(record), format, bytes: record.bytes, etag: `"${hash.slice(0, 32)}"` };
    }
    const body = await this.variant(record, format, width);
    return { body, format, bytes: body.byteLength, etag: `"${hash.slice(0, 32)}-${width}.${format}"` };
  }

  /** Removes every cached variant of a stored file (its content is gone). */
  async forget(storageKey: string): Promise<void> {
    await rm(join(this.cacheDir, 'variants', storageKey.replace(/\.[a-z]+$/, '')), { recursive: true, force: true });
  }

  private async variant(record: ImageRecord, format: ImageFormat, width: number): Promise<Buffer> {
    const path = join(this.cacheDir, 'variants', record.storageKey.replace(/\.[a-z]+$/, ''), `${width}.${format}`);
    const cached = await readFile(path).catch(() => null);
    if (cached) return cached;
    const pending = this.inFlight.get(path);
    if (pending) return pending;
    const rendering = this.render(record, format, width, path).finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, rendering);
    return rendering;
  }

  private async render(record: ImageRecord, format: ImageFormat, width: number, path: string): Promise<Buffer> {
    const original = await this.readOriginal(record);
    let pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).withIccProfile('srgb');
    if (width !== record.width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
    if (format === 'jpg') pipeline = pipeline.flatten({ background: '#ffffff' });
    const data = await encodeAs(pipeline, format).toBuffer();
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path).catch(async (error: unknown) => {
      await rm(temporary, { force: true });
      throw error;
    });
    return data;
  }
}
