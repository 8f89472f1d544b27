import type { GarmentCategory, Product, ProductScope } from '@vitrina/contracts';
import type { Database } from '../db/client';
import type { JobRow } from '../db/schema';
import { notFound } from '../http/app-error';
import type { ProductsRepository, ProductWithImage } from '../repositories/products.repository';
import type { SharesRepository } from '../repositories/shares.repository';
import { toImageDto, type ImagesService } from './images.service';

export function toProductDto(row: ProductWithImage): Product {
  return {
    id: row.id,
    name: row.name,
    system: row.userId === null,
    garmentCategory: row.garmentCategory,
    image: toImageDto(row.image),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A product photo the application ships (see assets/system-products). */
export interface SystemProductSeed {
  key: string;
  name: string;
  bytes: Buffer;
}

/**
 * Submits the `product-cutout` job for one of the user's images (the job queue's limits and the
 * tool's cost apply); the product is made from the job's output once it succeeds.
 */
export type ProductCutoutSubmitter = (userId: string, imageId: string) => Promise<JobRow>;

/** What `create` did: a product at once, or a cut-out job to follow first. */
export type ProductCreation = { kind: 'product'; product: Product } | { kind: 'job'; job: JobRow };

/** "My products" (the user's uploaded photos) and the system sample products. */
export class ProductsService {
  constructor(
    private readonly db: Database,
    private readonly repository: ProductsRepository,
    private readonly shares: SharesRepository,
    private readonly images: ImagesService,
    private readonly submitCutout?: ProductCutoutSubmitter,
  ) {}

  /** `fashion`: the user's garments (fashion products list). */
  async list(userId: string, scope: ProductScope, page: { limit: number; offset: number }): Promise<{ data: Product[]; total: number }> {
    const { rows, total } = await this.repository.list(scope === 'system' ? null : userId, page, scope === 'fashion');
    return { data: rows.map(toProductDto), total };
  }

  /** Any product the user may read: theirs or a system one. */
  async getReadable(userId: string, id: string): Promise<ProductWithImage> {
    const row = await this.repository.findById(id);
    if (!row || (row.userId !== null && row.userId !== userId)) throw notFound();
    return row;
  }

  async get(userId: string, id: string): Promise<Product> {
    return toProductDto(await this.getReadable(userId, id));
  }

  /**
   * Adds one of the user's own images as a product; adding it again returns the same product.
   * With `removeBackground`, no product is made yet: the cut-out runs as a `product-cutout` job
   * (queued, paid like background removal) and the client adds the job's output as the product.
   * The cut-out never runs inside the request.
   */
  async create(userId: string, imageId: string, options: { removeBackground?: boolean; garmentCategory?: GarmentCategory } = {}): Promise<ProductCreation> {
    await this.images.getOwnedStrict(userId, imageId);
    if (options.removeBackground && this.submitCutout) return { kind: 'job', job: await this.submitCutout(userId, imageId) };
    return { kind: 'product', product: await this.add(userId, imageId, options.garmentCategory ?? null) };
  }

  private async add(userId: string, productImageId: string, garmentCategory: GarmentCategory | null): Promise<Product> {
    const product = await this.repository.insertOrGet(userId, productImageId, garmentCategory);
    const row = await this.repository.findById(product.id);
    if (!row) throw notFound();
    return toProductDto(row);
  }

  /** All-or-nothing: 404 (and nothing deleted) if any id is not one of the caller's products. */
  async deleteMany(userId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await this.repository.deleteOwned(userId, unique, tx);
      if (rows.length !== unique.length) throw notFound();
      await this.shares.deleteForEntities(userId, 'product', unique, tx);
      return rows;
    });
    await this.images.deleteIfUnused(deleted.map((row) => row.imageId));
  }

  /** Idempotent: inserts the system products that are missing, leaves the others alone. */
  async seedSystemProducts(seeds: SystemProductSeed[]): Promise<number> {
    const present = await this.repository.findSystemKeys();
    let added = 0;
    for (const seed of seeds) {
      if (present.has(seed.key)) continue;
      const image = await this.images.storeTrusted(null, seed.bytes, 'product', null);
      // A process starting at the same time may win the insert; its twin image row is left unused.
      if (await this.repository.insertSystem(seed.key, seed.name, image.id)) added += 1;
    }
    return added;
  }
}
