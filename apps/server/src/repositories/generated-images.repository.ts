import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pageTotal } from './page-total';
import type { Database } from '../db/client';
import { generatedImages, images, inspirations, type GeneratedImageRow, type ImageRow, type InspirationRow, type NewGeneratedImageRow } from '../db/schema';

export interface GeneratedImageFilter {
  tool?: string;
  favorite?: boolean;
  sourceImageId?: string;
  imageId?: string;
  limit: number;
  offset: number;
}

/** Its publication on the inspiration wall, if I published it (one at most: generated_image_id is unique). */
export type GeneratedImagePublication = Pick<InspirationRow, 'id' | 'category'>;
export type GeneratedImageWithImage = GeneratedImageRow & { image: ImageRow; inspiration: GeneratedImagePublication | null };

const selection = { generated: generatedImages, image: images, inspirationId: inspirations.id, inspirationCategory: inspirations.category };
type Selected = { generated: GeneratedImageRow; image: ImageRow; inspirationId: string | null; inspirationCategory: GeneratedImagePublication['category'] | null };
const withImage = ({ generated, image, inspirationId, inspirationCategory }: Selected): GeneratedImageWithImage => ({
  ...generated,
  image,
  inspiration: inspirationId && inspirationCategory ? { id: inspirationId, category: inspirationCategory } : null,
});

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
      .select(selection)
      .from(generatedImages)
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .leftJoin(inspirations, eq(inspirations.generatedImageId, generatedImages.id))
      .where(where)
      .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const total = await pageTotal(rows.length, filter, async () => {
      const [count] = await this.db.select({ total: sql<string>`count(*)` }).from(generatedImages).where(where);
      return Number(count?.total ?? 0);
    });
    return { rows: rows.map(withImage), total };
  }

  async findOwned(userId: string, ids: string[], db: Database = this.db): Promise<GeneratedImageWithImage[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(selection)
      .from(generatedImages)
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .leftJoin(inspirations, eq(inspirations.generatedImageId, generatedImages.id))
      .where(and(eq(generatedImages.userId, userId), inArray(generatedImages.id, ids)));
    return rows.map(withImage);
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
