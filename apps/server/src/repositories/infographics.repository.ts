import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InfographicSourceType } from '@vitrina/contracts';
import type { Database } from '../db/client';
import { images, infographics, infographicSources, products, type ImageRow, type InfographicRow, type InfographicSourceRow, type ProductRow } from '../db/schema';

export type SourceWithImage = InfographicSourceRow & { image: ImageRow };
export type InfographicWithImage = InfographicRow & { image: ImageRow };
export type ProductWithImageRow = ProductRow & { image: ImageRow };

/** Which of a user's sources to list: of a type, of one image, or these ids. */
export interface SourceListFilter {
  type?: InfographicSourceType;
  imageId?: string;
  ids?: string[];
}

export interface InfographicListFilter {
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  sourceIds?: string[];
  productIds?: string[];
}

export interface Page {
  limit: number;
  offset: number;
}

/** The only code that reads or writes infographic_sources and infographics. */
export class InfographicsRepository {
  constructor(private readonly db: Database) {}

  /** The user's source for this image / generated image, created when missing (idempotent). */
  async insertOrGetSource(row: { userId: string; type: InfographicSourceType; imageId: string; generatedImageId: string | null; productId: string | null }): Promise<InfographicSourceRow> {
    await this.db.insert(infographicSources).values(row).onConflictDoNothing();
    const match =
      row.type === 'image'
        ? and(eq(infographicSources.type, 'image'), eq(infographicSources.imageId, row.imageId))
        : and(eq(infographicSources.type, 'generated'), eq(infographicSources.generatedImageId, row.generatedImageId ?? ''));
    const [found] = await this.db.select().from(infographicSources).where(and(eq(infographicSources.userId, row.userId), match)).limit(1);
    if (!found) throw new Error('source insert returned no row');
    return found;
  }

  async findOwnedSources(userId: string, ids: string[]): Promise<SourceWithImage[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ source: infographicSources, image: images })
      .from(infographicSources)
      .innerJoin(images, eq(images.id, infographicSources.imageId))
      .where(and(eq(infographicSources.userId, userId), inArray(infographicSources.id, ids)));
    return rows.map(({ source, image }) => ({ ...source, image }));
  }

  async listSources(userId: string, filter: SourceListFilter, page: Page): Promise<{ rows: SourceWithImage[]; total: number }> {
    const conditions: SQL[] = [eq(infographicSources.userId, userId)];
    if (filter.type) conditions.push(eq(infographicSources.type, filter.type));
    if (filter.imageId) conditions.push(eq(infographicSources.imageId, filter.imageId));
    if (filter.ids) conditions.push(inArray(infographicSources.id, filter.ids));
    const where = and(...conditions);
    const rows = await this.db
      .select({ source: infographicSources, image: images })
      .from(infographicSources)
      .innerJoin(images, eq(images.id, infographicSources.imageId))
      .where(where)
      .orderBy(desc(infographicSources.createdAt), desc(infographicSources.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await this.db.select({ total: sql<string>`count(*)` }).from(infographicSources).where(where);
    return { rows: rows.map(({ source, image }) => ({ ...source, image })), total: Number(count?.total ?? 0) };
  }

  async insert(row: { userId: string; sourceId: string; productId: string | null; imageId: string; state: Record<string, unknown> }): Promise<InfographicRow> {
    const [inserted] = await this.db.insert(infographics).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async findOwned(userId: string, ids: string[]): Promise<InfographicWithImage[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ infographic: infographics, image: images })
      .from(infographics)
      .innerJoin(images, eq(images.id, infographics.imageId))
      .where(and(eq(infographics.userId, userId), inArray(infographics.id, ids)));
    return rows.map(({ infographic, image }) => ({ ...infographic, image }));
  }

  async list(userId: string, filter: InfographicListFilter): Promise<{ rows: InfographicWithImage[]; total: number }> {
    const conditions: SQL[] = [eq(infographics.userId, userId)];
    if (filter.sourceIds) conditions.push(inArray(infographics.sourceId, filter.sourceIds));
    if (filter.productIds) conditions.push(inArray(infographics.productId, filter.productIds));
    const where = and(...conditions);
    const direction = filter.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select({ infographic: infographics, image: images })
      .from(infographics)
      .innerJoin(images, eq(images.id, infographics.imageId))
      .where(where)
      .orderBy(direction(infographics.createdAt), direction(infographics.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [count] = await this.db.select({ total: sql<string>`count(*)` }).from(infographics).where(where);
    return { rows: rows.map(({ infographic, image }) => ({ ...infographic, image })), total: Number(count?.total ?? 0) };
  }

  async update(userId: string, id: string, changes: { imageId?: string; state?: Record<string, unknown> }): Promise<InfographicRow | undefined> {
    const [row] = await this.db
      .update(infographics)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(infographics.userId, userId), eq(infographics.id, id)))
      .returning();
    return row;
  }

  async deleteOwned(userId: string, ids: string[], db: Database = this.db): Promise<InfographicRow[]> {
    if (ids.length === 0) return [];
    return db
      .delete(infographics)
      .where(and(eq(infographics.userId, userId), inArray(infographics.id, ids)))
      .returning();
  }

  /**
   * The newest `perGroup` infographics of each source (or product) in `groupIds`, plus how many
   * each has: one ranked query instead of one query per group.
   */
  async newestPerGroup(userId: string, by: 'source' | 'product', groupIds: string[], perGroup: number) {
    const groupColumn = by === 'source' ? infographics.sourceId : infographics.productId;
    const counts = new Map<string, number>();
    if (groupIds.length === 0) return { rows: [] as InfographicWithImage[], counts };
    const inGroups = and(eq(infographics.userId, userId), inArray(groupColumn, groupIds));
    const ranked = this.db.$with('ranked').as(
      this.db
        .select({
          id: infographics.id,
          rank: sql<number>`row_number() over (partition by ${groupColumn} order by ${infographics.createdAt} desc, ${infographics.id} desc)`.as('rank'),
        })
        .from(infographics)
        .where(inGroups),
    );
    const rows = await this.db
      .with(ranked)
      .select({ infographic: infographics, image: images })
      .from(infographics)
      .innerJoin(ranked, eq(ranked.id, infographics.id))
      .innerJoin(images, eq(images.id, infographics.imageId))
      .where(lte(ranked.rank, perGroup))
      .orderBy(desc(infographics.createdAt), desc(infographics.id));
    const totals = await this.db
      .select({ group: groupColumn, total: sql<string>`count(*)` })
      .from(infographics)
      .where(inGroups)
      .groupBy(groupColumn);
    for (const { group, total } of totals) if (group) counts.set(group, Number(total));
    return { rows: rows.map(({ infographic, image }) => ({ ...infographic, image })), counts };
  }

  /** Products the user has made infographics of, most recently used first. */
  async productIdsWithInfographics(userId: string, page: Page): Promise<{ ids: string[]; total: number }> {
    const where = and(eq(infographics.userId, userId), isNotNull(infographics.productId));
    const latest = sql`max(${infographics.createdAt})`;
    const rows = await this.db
      .select({ productId: infographics.productId })
      .from(infographics)
      .where(where)
      .groupBy(infographics.productId)
      .orderBy(desc(latest), desc(infographics.productId))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await this.db.select({ total: sql<string>`count(distinct ${infographics.productId})` }).from(infographics).where(where);
    return { ids: rows.map((row) => row.productId).filter((id): id is string => id !== null), total: Number(count?.total ?? 0) };
  }

  /** The product (the user's own, else a system one) whose photo this image is. */
  async findReadableProductIdForImage(userId: string, imageId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.imageId, imageId), or(eq(products.userId, userId), isNull(products.userId))))
      .orderBy(sql`${products.userId} IS NULL`)
      .limit(1);
    return row?.id ?? null;
  }

  /** Products by id with their photos; access is the caller's check. */
  async findProducts(ids: string[]): Promise<ProductWithImageRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ product: products, image: images })
      .from(products)
      .innerJoin(images, eq(images.id, products.imageId))
      .where(inArray(products.id, ids));
    return rows.map(({ product, image }) => ({ ...product, image }));
  }
}
