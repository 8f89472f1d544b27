import type { Inspiration, InspirationCategory, InspirationTool } from '@vitrina/contracts';
import { AppError, notFound } from '../../http/app-error';
import type { GeneratedImagesRepository } from '../../repositories/generated-images.repository';
import type { InspirationsRepository, InspirationWithImage } from '../../repositories/inspirations.repository';
import type { JobsRepository } from '../../repositories/jobs.repository';
import type { ImageRecord } from '../images.service';
import { INSPIRATION_ASSET_URL, loadBuiltinLooks } from './builtin-looks';
import { isInspirationTool, recipeFromJob } from './recipe-from-job';

export interface InspirationQuery {
  category?: InspirationCategory;
  tool?: InspirationTool;
  limit: number;
  offset: number;
}

/** Width of a published look's thumbnail (the built-in ones are made at the same size). */
export const THUMBNAIL_WIDTH = 320;

function toDto(row: InspirationWithImage, viewerId: string | null): Inspiration {
  const url = `/api/inspirations/${row.id}/image`;
  return {
    id: row.id,
    source: 'community',
    category: row.category,
    recipe: row.recipe,
    imageUrl: url,
    thumbnailUrl: `${url}?w=${THUMBNAIL_WIDTH}`,
    beforeUrl: null,
    width: row.image.width,
    height: row.image.height,
    own: row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The inspiration wall: the built-in looks (files, in manifest order) followed by what users
 * published (newest first), filtered and paged as one list.
 */
export class InspirationsService {
  private builtin: Promise<Inspiration[]> | null = null;

  constructor(
    private readonly repository: InspirationsRepository,
    private readonly generatedImages: GeneratedImagesRepository,
    private readonly jobs: JobsRepository,
    private readonly builtinDir?: string,
  ) {}

  private builtinLooks(): Promise<Inspiration[]> {
    this.builtin ??= loadBuiltinLooks(this.builtinDir);
    return this.builtin;
  }

  /** File names the built-in looks use: the only ones served from the assets folder. */
  async builtinFiles(): Promise<Set<string>> {
    const names = (await this.builtinLooks()).flatMap((look) => [look.imageUrl, look.thumbnailUrl, look.beforeUrl ?? '']);
    return new Set(names.filter(Boolean).map((url) => url.slice(INSPIRATION_ASSET_URL.length)));
  }

  async list(viewerId: string | null, query: InspirationQuery): Promise<{ data: Inspiration[]; total: number }> {
    const builtin = (await this.builtinLooks()).filter(
      (look) => (!query.category || look.category === query.category) && (!query.tool || look.recipe.tool === query.tool),
    );
    const fromBuiltin = builtin.slice(query.offset, query.offset + query.limit);
    const filter = { category: query.category, tool: query.tool };
    const rows = await this.repository.list(filter, {
      limit: query.limit - fromBuiltin.length,
      offset: Math.max(0, query.offset - builtin.length),
    });
    const published = await this.repository.count(filter);
    return { data: [...fromBuiltin, ...rows.map((row) => toDto(row, viewerId))], total: builtin.length + published };
  }

  /** Publishes one of the user's generated images with its job's recipe; again: the same look. */
  async publish(userId: string, generatedImageId: string, category: InspirationCategory): Promise<Inspiration> {
    const [generated] = await this.generatedImages.findOwned(userId, [generatedImageId]);
    if (!generated) throw notFound();
    if (!isInspirationTool(generated.tool)) throw new AppError('inspiration_tool_unsupported', 400);
    const job = await this.jobs.findById(generated.jobId);
    const row = await this.repository.insertOrGet({ userId, generatedImageId, category, tool: generated.tool, recipe: recipeFromJob(generated.tool, job?.params ?? {}) });
    return toDto({ ...row, image: generated.image }, userId);
  }

  /** Own publications only: anyone else's id, or a built-in look's, answers 404. */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repository.deleteOwned(userId, id))) throw notFound();
  }

  /** The stored image of a published look (public while it is published). */
  async publishedImage(id: string): Promise<ImageRecord> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    return row.image;
  }
}
