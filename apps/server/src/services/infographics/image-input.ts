import type { ImageInput, UploadPurpose } from '@vitrina/contracts';
import { AppError, badRequest } from '../../http/app-error';
import { refuseUpload, type ImageRecord, type ImagesService } from '../images.service';
import { taskRef } from '../../workers/task';
import type { WorkerPool } from '../../workers/worker-pool';
import { sanitiseSvg, SvgRefused } from './svg-sanitiser';
import type * as SvgRasterTask from './svg-raster.task';

const svgRasterTask = taskRef<typeof SvgRasterTask>(new URL('./svg-raster.task.ts', import.meta.url));
/** A sticker render that takes longer is stopped by terminating its thread (issue 18). */
export const SVG_RENDER_DEADLINE_MS = 10_000;

/**
 * Where an `image` field is used: `source` may also name a system image (sample products);
 * stickers also take SVG and refuse JPEG (a sticker needs transparency).
 */
export type ImageInputUse = 'source' | 'card' | 'sticker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATA_URL = /^data:(image\/(?:png|webp|jpeg|svg\+xml))((?:;[a-z0-9=.+-]+)*?)(;base64)?,/i;
/** A user SVG is rendered to a PNG this many pixels on its longer side. */
export const STICKER_RASTER_SIZE = 1024;
const SVG_MAX_BYTES = 1024 * 1024;

function decodeDataUrl(value: string): { mime: string; bytes: Buffer } {
  const match = DATA_URL.exec(value);
  if (!match?.[1]) throw refuseUpload('file_type');
  const payload = value.slice(match[0].length);
  if (match[3]) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw badRequest('validation_failed', { image: 'image_corrupt' });
    return { mime: match[1].toLowerCase(), bytes: Buffer.from(payload, 'base64') };
  }
  try {
    return { mime: match[1].toLowerCase(), bytes: Buffer.from(decodeURIComponent(payload), 'utf8') };
  } catch {
    throw badRequest('validation_failed', { image: 'image_corrupt' });
  }
}

/**
 * Turns an `image` field into a stored image of the user's: an id must be the user's own
 * image (404 otherwise); a data URL goes through the same checks and normalisation as
 * POST /api/images. A sticker SVG is sanitised, then rendered to PNG with sharp.
 */
export class ImageInputResolver {
  constructor(
    private readonly images: ImagesService,
    private readonly pool: WorkerPool,
  ) {}

  /** The owned image when `input` is an id (checked first, so strangers get 404); undefined for a data URL. */
  async resolveIfId(userId: string, input: ImageInput, use: ImageInputUse): Promise<ImageRecord | undefined> {
    return UUID.test(input) ? this.resolve(userId, input, use) : undefined;
  }

  async resolve(userId: string, input: ImageInput, use: ImageInputUse): Promise<ImageRecord> {
    const record = UUID.test(input)
      ? use === 'source'
        ? await this.images.getOwned(userId, input)
        : await this.images.getOwnedStrict(userId, input)
      : await this.store(userId, input, use);
    if (use === 'sticker' && record.format === 'jpg') throw new AppError('sticker_file_type', 415);
    return record;
  }

  private async store(userId: string, dataUrl: string, use: ImageInputUse): Promise<ImageRecord> {
    const { mime, bytes } = decodeDataUrl(dataUrl);
    const purpose: UploadPurpose = use === 'sticker' ? 'sticker' : 'product';
    if (mime !== 'image/svg+xml') return this.images.ingestUpload(userId, { bytes, mimetype: mime }, purpose);
    if (use !== 'sticker') throw refuseUpload('file_type');
    return this.images.storeTrusted(userId, await rasteriseSvg(bytes, this.pool), 'sticker', null);
  }
}

/** Sanitised SVG → PNG, longer side STICKER_RASTER_SIZE; refusals use the upload codes. */
export async function rasteriseSvg(bytes: Buffer, pool: WorkerPool): Promise<Buffer> {
  if (bytes.byteLength > SVG_MAX_BYTES) throw refuseUpload('file_too_large');
  let clean: string;
  try {
    clean = sanitiseSvg(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof SvgRefused) throw refuseUpload('image_corrupt');
    throw error;
  }
  try {
    const png = await pool.run(svgRasterTask, { svg: clean, size: STICKER_RASTER_SIZE }, { deadlineMs: SVG_RENDER_DEADLINE_MS });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  } catch {
    throw refuseUpload('image_corrupt');
  }
}
