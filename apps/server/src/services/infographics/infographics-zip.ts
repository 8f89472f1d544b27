import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { AppError } from '../../http/app-error';
import { entryName, type ZipDownload } from '../gallery-downloads.service';
import type { ImagesService } from '../images.service';
import type { InfographicsService } from './infographics.service';

/**
 * The saved cards as a zip, streamed as it is built (one file open at a time, stored
 * uncompressed), like the gallery download: everything that can fail is checked before the
 * first byte; a failure while streaming aborts the response.
 */
export class InfographicsZip {
  constructor(
    private readonly infographics: InfographicsService,
    private readonly images: ImagesService,
  ) {}

  async zip(userId: string, ids: string[], log: FastifyBaseLogger): Promise<ZipDownload> {
    const rows = await this.infographics.getMany(userId, ids);
    for (const row of rows) {
      if (!(await this.images.fileExists(row.image))) {
        log.error({ imageId: row.image.id }, 'infographics download: stored file missing');
        throw new AppError('archive_error', 500);
      }
    }
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const fail = (error: unknown) => {
      log.error({ err: error }, 'infographics download: archive failed while streaming');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    rows.forEach((row, index) => {
      zip.addReadStreamLazy(entryName('infographic', index + 1, row.id, row.image.format), { compress: false, mtime: row.updatedAt }, (callback) => {
        this.images.openStream(row.image).then(
          (stream) => {
            stream.on('error', fail);
            callback(null, stream);
          },
          (error: unknown) => callback(error, undefined as unknown as Readable),
        );
      });
    });
    zip.end();
    return { filename: `vitrina-infographics-${new Date().toISOString().slice(0, 10)}.zip`, stream: output };
  }
}
