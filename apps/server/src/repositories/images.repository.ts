import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, type ImageRow, type NewImageRow } from '../db/schema';

/** Foreign-key violation: another table (e.g. jobs) still points at the row. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The only code that reads or writes the images table. */
export class ImagesRepository {
  constructor(private readonly db: Database) {}

  async insert(image: NewImageRow, db: Database = this.db): Promise<ImageRow> {
    const [row] = await db.insert(images).values(image).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findById(id: string, db: Database = this.db): Promise<ImageRow | undefined> {
    const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
    return row;
  }

  async findByIds(ids: string[], db: Database = this.db): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(images).where(inArray(images.id, ids));
  }

  /** Bytes of every image row the user owns (a file stored twice counts twice: each row is the user's). */
  async totalBytes(userId: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${images.bytes}), 0)` })
      .from(images)
      .where(eq(images.userId, userId));
    return Number(row?.total ?? 0);
  }

  async countByStorageKey(storageKey: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<string>`count(*)` })
      .from(images)
      .where(eq(images.storageKey, storageKey));
    return Number(row?.count ?? 0);
  }

  /**
   * Deletes a user's image unless a product or generated image still uses it (as image or as
   * source). Other tables' foreign keys (jobs) also keep it. Returns the deleted row, if any.
   */
  async deleteIfUnreferenced(id: string): Promise<ImageRow | undefined> {
    try {
      const [row] = await this.db
        .delete(images)
        .where(
          and(
            eq(images.id, id),
            sql`${images.userId} IS NOT NULL`,
            sql`NOT EXISTS (SELECT 1 FROM products p WHERE p.image_id = ${images.id})`,
            sql`NOT EXISTS (SELECT 1 FROM generated_images g WHERE g.image_id = ${images.id} OR g.source_image_id = ${images.id})`,
          ),
        )
        .returning();
      return row;
    } catch (error) {
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  }
}
