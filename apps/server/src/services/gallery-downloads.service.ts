import type { ImageFormat } from '@vitrina/contracts';
import { MAX_INPUT_PIXELS } from '@vitrina/imaging';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import { AppError } from '../http/app-error';
import type { GeneratedImagesService } from './generated-images.service';
import { encodeAs } from './images/normalise';
import type { ImageRecord, ImagesService } from './images.service';

export interface ZipDownload {
  filename: string;
  stream: Readable;
}

/** `remove-background-001-1a2b3c4d.png`: tool, position in the selection, short id. */
export function entryName(tool: string, position: number, id: string, format: ImageFormat): string {
  const safeTool = tool.replace(/[^a-z0-9-]+/gi, '-').slice(0, 40) || 'image';
  return `${safeTool}-${String(position).padStart(3, '0')}-${id.slice(0, 8)}.${format}`;
}

/**
 * Zip archives of gallery images, streamed while they are built: one stored file is read at a
 * time (lazily), so memory stays flat whatever the selection. Files are stored uncompressed
 * (they are JPG/PNG/WEBP already).
 */
export class GalleryDownloadsService {
  constructor(
    private readonly generatedImages: GeneratedImagesService,
    private readonly images: ImagesService,
  ) {}

  async zip(userId: string, ids: string[], format: ImageFormat | undefined, log: FastifyBaseLogger): Promise<ZipDownload> {
    const rows = await this.generatedImages.getMany(userId, ids);
    // Everything that can fail before the first byte is checked here, so the client gets a
    // proper error instead of a broken archive.
    for (const row of rows) {
      if (!(await this.images.fileExists(row.image))) {
        log.error({ imageId: row.image.id }, 'gallery download: stored file missing');
        throw new AppError('archive_error', 500);
      }
    }
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const fail = (error: unknown) => {
      log.error({ err: error }, 'gallery download: archive failed while streaming');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    rows.forEach((row, index) => {
      const entryFormat = format ?? row.image.format;
      zip.addReadStreamLazy(entryName(row.tool, index + 1, row.id, entryFormat), { compress: false, mtime: row.createdAt }, (callback) => {
        this.openEntry(row.image, entryFormat).then(
          (stream) => {
            stream.on('error', fail);
            callback(null, stream);
          },
          (error: unknown) => callback(error, undefined as unknown as Readable),
        );
      });
    });
    zip.end();
    return { filename: `vitrina-images-${new Date().toISOString().slice(0, 10)}.zip`, stream: output };
  }

  private async openEntry(image: ImageRecord, format: ImageFormat): Promise<Readable> {
    const source = await this.images.openStream(image);
    if (format === image.format) return source;
    let converter = sharp({ limitInputPixels: MAX_INPUT_PIXELS }).withIccProfile('srgb');
    if (format === 'jpg') converter = converter.flatten({ background: '#ffffff' });
    const transform = encodeAs(converter, format);
    source.on('error', (error) => transform.destroy(error));
    return source.pipe(transform);
  }
}
