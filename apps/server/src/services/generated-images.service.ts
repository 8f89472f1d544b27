import type { GeneratedImage } from '@vitrina/contracts';
import type { Database } from '../db/client';
import type { GeneratedImageRow } from '../db/schema';
import { notFound } from '../http/app-error';
import type { GeneratedImageFilter, GeneratedImagesRepository, GeneratedImageWithImage } from '../repositories/generated-images.repository';
import type { SharesRepository } from '../repositories/shares.repository';
import { toImageDto, type ImagesService } from './images.service';

export interface CreateGeneratedImageInput {
  userId: string;
  tool: string;
  jobId: string;
  /** The stored output (images.storeOutput). */
  imageId: string;
  sourceImageId?: string | null;
  prompt?: string | null;
  negativePrompt?: string | null;
  style?: string | null;
  theme?: string | null;
  size?: string | null;
  quantityIndex: number;
  engine: string;
}

export function toGeneratedImageDto(row: GeneratedImageWithImage): GeneratedImage {
  return {
    id: row.id,
    tool: row.tool,
    prompt: row.prompt,
    negativePrompt: row.negativePrompt,
    style: row.style,
    theme: row.theme,
    size: row.size,
    quantityIndex: row.quantityIndex,
    favorite: row.favorite,
    sourceImageId: row.sourceImageId,
    engine: row.engine,
    jobId: row.jobId,
    image: toImageDto(row.image),
    inspiration: row.inspiration,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Job outputs as the gallery shows them: list, favourite, delete. */
export class GeneratedImagesService {
  constructor(
    private readonly db: Database,
    private readonly repository: GeneratedImagesRepository,
    private readonly shares: SharesRepository,
    private readonly images: ImagesService,
  ) {}

  /** Records one job output. Pass `db` to write inside the caller's transaction. */
  async create(input: CreateGeneratedImageInput, db?: Database): Promise<GeneratedImageRow> {
    return this.repository.insert(
      {
        userId: input.userId,
        tool: input.tool,
        jobId: input.jobId,
        imageId: input.imageId,
        sourceImageId: input.sourceImageId ?? null,
        prompt: input.prompt ?? null,
        negativePrompt: input.negativePrompt ?? null,
        style: input.style ?? null,
        theme: input.theme ?? null,
        size: input.size ?? null,
        quantityIndex: input.quantityIndex,
        engine: input.engine,
      },
      db,
    );
  }

  async list(userId: string, filter: GeneratedImageFilter): Promise<{ data: GeneratedImage[]; total: number }> {
    const { rows, total } = await this.repository.list(userId, filter);
    return { data: rows.map(toGeneratedImageDto), total };
  }

  async get(userId: string, id: string): Promise<GeneratedImageWithImage> {
    const [row] = await this.repository.findOwned(userId, [id]);
    if (!row) throw notFound();
    return row;
  }

  /** All of them or 404 (the order of `ids` is kept). */
  async getMany(userId: string, ids: string[]): Promise<GeneratedImageWithImage[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repository.findOwned(userId, unique);
    if (rows.length !== unique.length) throw notFound();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id) => byId.get(id)).filter((row): row is GeneratedImageWithImage => row !== undefined);
  }

  async setFavorite(userId: string, id: string, favorite: boolean): Promise<GeneratedImage> {
    const updated = await this.repository.setFavorite(userId, id, favorite);
    if (!updated) throw notFound();
    return toGeneratedImageDto(await this.get(userId, id));
  }

  /** All-or-nothing: 404 (and nothing deleted) if any id is not the caller's. */
  async deleteMany(userId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await this.repository.deleteOwned(userId, unique, tx);
      if (rows.length !== unique.length) throw notFound();
      await this.shares.deleteForEntities(userId, 'generated_image', unique, tx);
      return rows;
    });
    // The outputs' files go too; sources are uploads the user may still use, so they stay.
    await this.images.deleteIfUnused(deleted.map((row) => row.imageId));
  }
}
