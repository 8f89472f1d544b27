import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { GarmentCategory } from '@vitrina/contracts';
import { pageTotal } from './page-total';
import type { Database } from '../db/client';
import { images, products, type ImageRow, type ProductRow } from '../db/schema';

export type ProductWithImage = ProductRow & { image: ImageRow };

/** The only code that reads or writes the products table. */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  /** `userId` null lists the system products; `garmentsOnly` the user's fashion products. */
  async list(userId: string | null, page: { limit: number; offset: number }, garmentsOnly = false): Promise<{ rows: ProductWithImage[]; total: number }> {
    const owner = userId === null ? isNull(products.userId) : eq(products.userId, userId);
    const where = garmentsOnly ? and(owner, isNotNull(products.garmentCategory)) : owner;
    const rows = await this.db
      .select({ product: products, image: images })
      .from(products)
      .innerJoin(images, eq(images.id, products.imageId))
      .where(where)
      .orderBy(...(userId === null ? [products.systemKey] : [desc(products.createdAt), desc(products.id)]))
      .limit(page.limit)
      .offset(page.offset);
    const total = await pageTotal(rows.length, page, async () => {
      const [count] = await this.db.select({ total: sql<string>`count(*)` }).from(products).where(where);
      return Number(count?.total ?? 0);
    });
    return { rows: rows.map(({ product, image }) => ({ ...product, image })), total };
  }

  async findById(id: string): Promise<ProductWithImage | undefined> {
    const [row] = await this.db
      .select({ product: products, image: images })
      .from(products)
      .innerJoin(images, eq(images.id, products.imageId))
      .where(eq(products.id, id))
      .limit(1);
    return row ? { ...row.product, image: row.image } : undefined;
  }

  /** Adds the user's product for an image, or returns the one that exists. */
  async insertOrGet(userId: string, imageId: string, garmentCategory: GarmentCategory | null = null): Promise<ProductRow> {
    await this.db.insert(products).values({ userId, imageId, garmentCategory }).onConflictDoNothing();
    // Adding an image again as a garment (or with another category) records the category.
    if (garmentCategory !== null) {
      await this.db
        .update(products)
        .set({ garmentCategory })
        .where(and(eq(products.userId, userId), eq(products.imageId, imageId)));
    }
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.userId, userId), eq(products.imageId, imageId)))
      .limit(1);
    if (!row) throw new Error('product insert returned no row');
    return row;
  }

  async deleteOwned(userId: string, ids: string[], db: Database = this.db): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return db
      .delete(products)
      .where(and(eq(products.userId, userId), inArray(products.id, ids)))
      .returning();
  }

  async findSystemKeys(): Promise<Set<string>> {
    const rows = await this.db.select({ key: products.systemKey }).from(products).where(isNull(products.userId));
    return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
  }

  /** Seeds one system product; a concurrent seeder's row wins (returns false). */
  async insertSystem(systemKey: string, name: string, imageId: string): Promise<boolean> {
    const rows = await this.db
      .insert(products)
      .values({ userId: null, systemKey, name, imageId })
      .onConflictDoNothing()
      .returning({ id: products.id });
    return rows.length > 0;
  }
}
