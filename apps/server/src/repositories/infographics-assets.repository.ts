import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, infographicStickers, infographicTemplates, type ImageRow, type InfographicStickerRow, type InfographicTemplateRow } from '../db/schema';

export type StickerWithImage = InfographicStickerRow & { image: ImageRow };
export type TemplateWithImage = InfographicTemplateRow & { image: ImageRow };

/** The only code that reads or writes the user's stickers and templates. */
export class InfographicsAssetsRepository {
  constructor(private readonly db: Database) {}

  async insertSticker(userId: string, imageId: string): Promise<InfographicStickerRow> {
    const [row] = await this.db.insert(infographicStickers).values({ userId, imageId }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async listStickers(userId: string): Promise<StickerWithImage[]> {
    const rows = await this.db
      .select({ sticker: infographicStickers, image: images })
      .from(infographicStickers)
      .innerJoin(images, eq(images.id, infographicStickers.imageId))
      .where(eq(infographicStickers.userId, userId))
      .orderBy(desc(infographicStickers.createdAt), desc(infographicStickers.id));
    return rows.map(({ sticker, image }) => ({ ...sticker, image }));
  }

  async deleteSticker(userId: string, id: string): Promise<InfographicStickerRow | undefined> {
    const [row] = await this.db
      .delete(infographicStickers)
      .where(and(eq(infographicStickers.userId, userId), eq(infographicStickers.id, id)))
      .returning();
    return row;
  }

  async insertTemplate(row: { userId: string; name: string | null; imageId: string; state: Record<string, unknown> }): Promise<InfographicTemplateRow> {
    const [inserted] = await this.db.insert(infographicTemplates).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  async listTemplates(userId: string): Promise<TemplateWithImage[]> {
    const rows = await this.db
      .select({ template: infographicTemplates, image: images })
      .from(infographicTemplates)
      .innerJoin(images, eq(images.id, infographicTemplates.imageId))
      .where(eq(infographicTemplates.userId, userId))
      .orderBy(desc(infographicTemplates.createdAt), desc(infographicTemplates.id));
    return rows.map(({ template, image }) => ({ ...template, image }));
  }

  async findTemplate(userId: string, id: string): Promise<TemplateWithImage | undefined> {
    const [row] = await this.db
      .select({ template: infographicTemplates, image: images })
      .from(infographicTemplates)
      .innerJoin(images, eq(images.id, infographicTemplates.imageId))
      .where(and(eq(infographicTemplates.userId, userId), eq(infographicTemplates.id, id)))
      .limit(1);
    return row ? { ...row.template, image: row.image } : undefined;
  }

  async deleteTemplate(userId: string, id: string): Promise<InfographicTemplateRow | undefined> {
    const [row] = await this.db
      .delete(infographicTemplates)
      .where(and(eq(infographicTemplates.userId, userId), eq(infographicTemplates.id, id)))
      .returning();
    return row;
  }
}
