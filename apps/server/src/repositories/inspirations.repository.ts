import type { InspirationCategory, InspirationRecipe, InspirationTool } from '@vitrina/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedImages, images, inspirations, type ImageRow, type InspirationRow } from '../db/schema';

export interface InspirationFilter {
  category?: InspirationCategory;
  tool?: InspirationTool;
}

export type InspirationWithImage = InspirationRow & { image: ImageRow };

/** The only code that reads or writes published inspirations. */
export class InspirationsRepository {
  constructor(private readonly db: Database) {}

  private where(filter: InspirationFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(inspirations.category, filter.category));
    if (filter.tool) conditions.push(eq(inspirations.tool, filter.tool));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async count(filter: InspirationFilter): Promise<number> {
    const [row] = await this.db.select({ total: sql<string>`count(*)` }).from(inspirations).where(this.where(filter));
    return Number(row?.total ?? 0);
  }

  /** Newest first. */
  async list(filter: InspirationFilter, page: { limit: number; offset: number }): Promise<InspirationWithImage[]> {
    if (page.limit === 0) return [];
    const rows = await this.db
      .select({ inspiration: inspirations, image: images })
      .from(inspirations)
      .innerJoin(generatedImages, eq(generatedImages.id, inspirations.generatedImageId))
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .where(this.where(filter))
      .orderBy(desc(inspirations.createdAt), desc(inspirations.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(({ inspiration, image }) => ({ ...inspiration, image }));
  }

  async find(id: string): Promise<InspirationWithImage | undefined> {
    const [row] = await this.db
      .select({ inspiration: inspirations, image: images })
      .from(inspirations)
      .innerJoin(generatedImages, eq(generatedImages.id, inspirations.generatedImageId))
      .innerJoin(images, eq(images.id, generatedImages.imageId))
      .where(eq(inspirations.id, id))
      .limit(1);
    return row ? { ...row.inspiration, image: row.image } : undefined;
  }

  /** Publishing the same result again returns the existing publication. */
  async insertOrGet(row: { userId: string; generatedImageId: string; category: InspirationCategory; tool: InspirationTool; recipe: InspirationRecipe }): Promise<InspirationRow> {
    const [inserted] = await this.db.insert(inspirations).values(row).onConflictDoNothing({ target: inspirations.generatedImageId }).returning();
    if (inserted) return inserted;
    const [existing] = await this.db.select().from(inspirations).where(eq(inspirations.generatedImageId, row.generatedImageId)).limit(1);
    if (!existing) throw new Error('publication vanished');
    return existing;
  }

  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(inspirations)
      .where(and(eq(inspirations.userId, userId), eq(inspirations.id, id)))
      .returning({ id: inspirations.id });
    return rows.length > 0;
  }
}
