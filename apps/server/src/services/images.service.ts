import type { ImageDto, ImageFormat, UploadPurpose } from '@vitrina/contracts';
import { sniffFormat } from '@vitrina/imaging';
import type { Readable } from 'node:stream';
import { contentKey, readStoredFile, type FileStorage } from '../adapters/storage';
import type { ImagePurpose, ImageRow } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import type { ImagesRepository } from '../repositories/images.repository';
import { exceedsSide, outputTooLarge } from '../tools/output-bounds';
import { FileVariants, isOriginalRequest, type ServedFile, type VariantRequest } from './images/file-variants';
import { normaliseImage, NormaliseError, readHeader } from './images/normalise';
import { passPlainJpeg } from './images/plain-jpeg';
import { fitsDimensions, MAX_UPLOAD_PIXELS, NORMALISE_TIMEOUT_SECONDS, UPLOAD_STATUS, uploadRule, type UploadRefusal } from './images/upload-rules';

/** A stored image. userId is null for system images. */
export type ImageRecord = ImageRow;

export interface UploadInput {
  bytes: Buffer;
  /** Informational only: the format is decided by magic bytes. */
  filename?: string;
  mimetype?: string;
}

export interface StoreOutputOptions {
  purpose?: 'output';
  sourceImageId?: string | null;
  /** The tool's output bound: a longer side is refused (422 output_too_large) and nothing is stored. */
  maxSide?: number;
}

/** Room left in a user's storage; uploads call it before storing anything. */
export interface StorageRoom {
  assertRoom(userId: string, incomingBytes?: number): Promise<void>;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function toImageDto(record: ImageRecord): ImageDto {
  return {
    id: record.id,
    url: `/api/files/${record.id}`,
    width: record.width,
    height: record.height,
    format: record.format,
    bytes: record.bytes,
  };
}

export const refuseUpload = (code: UploadRefusal) => new AppError(code, UPLOAD_STATUS[code]);

/**
 * Stored images: the upload pipeline (checks in the spec's order, then normalisation), engine
 * outputs, ownership checks and byte access. Files go to storage before the row is written;
 * nothing is stored for a refused upload.
 */
export class ImagesService {
  private readonly variants: FileVariants;

  constructor(
    private readonly repository: ImagesRepository,
    private readonly storage: FileStorage,
    cacheDir: string,
    /** Set once billing (which knows the plans) exists; uploads by users check it. */
    private room: StorageRoom | null = null,
  ) {
    this.variants = new FileVariants(
      cacheDir,
      (record) => this.readBytes(record),
      (record) => this.openStream(record),
    );
  }

  /**
   * Checks and stores an upload. The caller has already made sure exactly one file came and
   * stopped reading past the size limit (see routes/images.routes.ts); the size is checked
   * again here for callers that pass bytes directly.
   */
  /** The storage quota uploads respect (created after this service, so set afterwards). */
  useStorageRoom(room: StorageRoom): void {
    this.room = room;
  }

  async ingestUpload(userId: string, input: UploadInput, purpose: UploadPurpose): Promise<ImageRecord> {
    const rule = uploadRule(purpose);
    const format = sniffFormat(input.bytes);
    if (!format) throw refuseUpload('file_type');
    if (input.bytes.byteLength > rule.maxBytes) throw refuseUpload(rule.tooLargeCode);
    const header = await readHeader(input.bytes);
    if (!header) throw refuseUpload('image_corrupt');
    if (!fitsDimensions(rule, header.width, header.height)) throw refuseUpload('image_too_big');
    let normalised;
    try {
      const limits = { maxPixels: MAX_UPLOAD_PIXELS, timeoutSeconds: NORMALISE_TIMEOUT_SECONDS };
      // A plain JPEG is kept as it came, without its metadata (no lossy re-encode).
      normalised = (format === 'jpg' ? await passPlainJpeg(input.bytes, limits) : null) ?? (await normaliseImage(input.bytes, format, limits));
    } catch (error) {
      if (error instanceof NormaliseError) throw refuseUpload(error.reason === 'timeout' ? 'image_too_big' : 'image_corrupt');
      throw error;
    }
    await this.room?.assertRoom(userId, normalised.data.byteLength);
    return this.store(userId, normalised.data, format, normalised.width, normalised.height, purpose, null);
  }

  /** Stores an engine's encoded output (PNG, JPG or WEBP) as it is: no upload limits. */
  async storeOutput(userId: string, bytes: Buffer, options: StoreOutputOptions = {}): Promise<ImageRecord> {
    if (options.maxSide !== undefined) {
      const header = await readHeader(bytes);
      if (header && exceedsSide(header, options.maxSide)) throw outputTooLarge(options.maxSide);
    }
    return this.storeTrusted(userId, bytes, options.purpose ?? 'output', options.sourceImageId ?? null);
  }

  /** Stores an image the application ships or produces itself (system samples, outputs). */
  async storeTrusted(userId: string | null, bytes: Buffer, purpose: ImagePurpose, sourceImageId: string | null): Promise<ImageRecord> {
    const format = sniffFormat(bytes);
    if (!format) throw new Error('storeTrusted: bytes are not PNG, JPG or WEBP');
    const header = await readHeader(bytes);
    if (!header) throw new Error('storeTrusted: unreadable image header');
    // What a user adds (an SVG sticker rasterised here) counts against the quota; outputs of accepted jobs do not wait on it.
    if (userId !== null && purpose !== 'output') await this.room?.assertRoom(userId, bytes.byteLength);
    return this.store(userId, bytes, format, header.width, header.height, purpose, sourceImageId);
  }

  private async store(
    userId: string | null,
    bytes: Buffer,
    format: ImageFormat,
    width: number,
    height: number,
    purpose: ImagePurpose,
    sourceImageId: string | null,
  ): Promise<ImageRecord> {
    const storageKey = contentKey(bytes, format);
    if (!(await this.storage.exists(storageKey))) await this.storage.put(storageKey, bytes, CONTENT_TYPES[format]);
    try {
      return await this.repository.insert({ userId, storageKey, format, width, height, bytes: bytes.byteLength, purpose, sourceImageId });
    } catch (error) {
      await this.removeFileIfUnused(storageKey);
      throw error;
    }
  }

  /** The image if the user owns it or it is a system image; 404 otherwise. */
  async getOwned(userId: string, imageId: string): Promise<ImageRecord> {
    const record = await this.repository.findById(imageId);
    if (!record || (record.userId !== null && record.userId !== userId)) throw notFound();
    return record;
  }

  /** The image only if this user owns it (system images excluded): for writes such as "add product". */
  async getOwnedStrict(userId: string, imageId: string): Promise<ImageRecord> {
    const record = await this.repository.findById(imageId);
    if (!record || record.userId !== userId) throw notFound();
    return record;
  }

  /** No ownership check: callers (shares, system products) decide access themselves. */
  async findById(imageId: string): Promise<ImageRecord | undefined> {
    return this.repository.findById(imageId);
  }

  async findByIds(imageIds: string[]): Promise<ImageRecord[]> {
    return this.repository.findByIds(imageIds);
  }

  readBytes(record: ImageRecord): Promise<Buffer> {
    return readStoredFile(this.storage, record.storageKey);
  }

  openStream(record: ImageRecord): Promise<Readable> {
    return this.storage.get(record.storageKey);
  }

  /** The stored file, or a cached format/width variant of it. Access is the caller's check. */
  serveFile(record: ImageRecord, request: VariantRequest): Promise<ServedFile> {
    return this.variants.serve(record, request);
  }

  /**
   * A short-lived URL where the client can fetch the stored file itself (a presigned S3 URL), when
   * it asks for the original and the storage hands out such URLs; null otherwise.
   */
  async directDownloadUrl(record: ImageRecord, request: VariantRequest): Promise<string | null> {
    if (!isOriginalRequest(record, request)) return null;
    return this.storage.downloadUrl(record.storageKey, { contentType: CONTENT_TYPES[record.format], filename: `${record.id}.${record.format}` });
  }

  fileExists(record: ImageRecord): Promise<boolean> {
    return this.storage.exists(record.storageKey);
  }

  /**
   * Best-effort clean-up after products or generated images were deleted: removes each user image
   * nothing refers to any more, and its file when no other row shares the content.
   */
  async deleteIfUnused(imageIds: string[]): Promise<void> {
    for (const id of new Set(imageIds)) {
      const deleted = await this.repository.deleteIfUnreferenced(id);
      if (deleted) await this.removeFileIfUnused(deleted.storageKey);
    }
  }

  /** Drops the cached variants (thumbnails, conversions) of a stored file that was removed. */
  async forgetVariants(storageKey: string): Promise<void> {
    await this.variants.forget(storageKey);
  }

  private async removeFileIfUnused(storageKey: string): Promise<void> {
    if ((await this.repository.countByStorageKey(storageKey)) > 0) return;
    await this.storage.delete(storageKey);
    await this.variants.forget(storageKey);
  }
}
