import type { ShadowPresetValues } from '@vitrina/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shadowPresets, type ShadowPresetRow } from '../db/schema';

/** The only code that reads or writes users' shadow presets; every query is scoped to its owner. */
export class ShadowPresetsRepository {
  constructor(private readonly db: Database) {}

  list(userId: string): Promise<ShadowPresetRow[]> {
    return this.db.select().from(shadowPresets).where(eq(shadowPresets.userId, userId)).orderBy(asc(shadowPresets.createdAt), asc(shadowPresets.id));
  }

  async find(userId: string, id: string): Promise<ShadowPresetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shadowPresets)
      .where(and(eq(shadowPresets.userId, userId), eq(shadowPresets.id, id)))
      .limit(1);
    return row;
  }

  async insert(userId: string, name: string, settings: ShadowPresetValues): Promise<ShadowPresetRow> {
    const [row] = await this.db.insert(shadowPresets).values({ userId, name, settings }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(userId: string, id: string, name: string, settings: ShadowPresetValues): Promise<ShadowPresetRow | undefined> {
    const [row] = await this.db
      .update(shadowPresets)
      .set({ name, settings, updatedAt: new Date() })
      .where(and(eq(shadowPresets.userId, userId), eq(shadowPresets.id, id)))
      .returning();
    return row;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(shadowPresets)
      .where(and(eq(shadowPresets.userId, userId), eq(shadowPresets.id, id)))
      .returning({ id: shadowPresets.id });
    return rows.length > 0;
  }
}
