import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pageTotal } from './page-total';
import type { Database } from '../db/client';
import { generatedImages, images, type GeneratedImageRow, type ImageRow, type NewGeneratedImageRow } from '../db/schema';

export interface GeneratedImageFilter {
  tool?: string;
  favorite?: boolean;
  sourceImageId?: string;
  imageId?: string;
  limit: number;
  offset: number;
}

export type GeneratedImageWithImage = GeneratedImageRow & { image: ImageRow };

/** The only code that reads or writes the generated_images table. */
export class GeneratedImagesRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewGeneratedImageRow, db: Database = this.db): Promise<GeneratedImageRow> {
    const [inserted] = await db.insert(generatedImages).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async list(userId: string, filter: GeneratedImageFilter): Promise<{ rows: GeneratedImageWithImage[]; total: number }> {
    const conditions: SQL[] = [eq(generatedImages.userId, userId)];
    if (filter.tool !== undefined) conditions.push(eq(generatedImages.tool, filter.tool));
    if (filter.favorite !== undefined) conditions.push(eq(generatedImages.favorite, filter.favorite));
    if (filter.sourceImageId !== undefined) conditions.push(eq(generatedImages.sourceImageId, filter.sourceImageId));
    if (filter.imageId !== undefined) conditions.push(eq(generatedImages.imageId, filter.imageId));
    const where = and(...conditions);
    const rows = await this.db
      .select({ generated: generatedImages, image: images })
      .from(generatedImages)
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .where(where)
      .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const total = await pageTotal(rows.length, filter, async () => {
      const [count] = await this.db.select({ total: sql<string>`count(*)` }).from(generatedImages).where(where);
      return Number(count?.total ?? 0);
    });
    return { rows: rows.map(({ generated, image }) => ({ ...generated, image })), total };
  }

  async findOwned(userId: string, ids: string[], db: Database = this.db): Promise<GeneratedImageWithImage[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ generated: generatedImages, image: images })
      .from(generatedImages)
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .where(and(eq(generatedImages.userId, userId), inArray(generatedImages.id, ids)));
    return rows.map(({ generated, image }) => ({ ...generated, image }));
  }

  async setFavorite(userId: string, id: string, favorite: boolean): Promise<GeneratedImageRow | undefined> {
    const [row] = await this.db
      .update(generatedImages)
      .set({ favorite })
      .where(and(eq(generatedImages.userId, userId), eq(generatedImages.id, id)))
      .returning();
    return row;
  }

  /** Deletes the user's rows among `ids`; returns what was deleted. */
  async deleteOwned(userId: string, ids: string[], db: Database = this.db): Promise<GeneratedImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .delete(generatedImages)
      .where(and(eq(generatedImages.userId, userId), inArray(generatedImages.id, ids)))
      .returning();
  }
}
