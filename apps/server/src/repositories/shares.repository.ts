import type { ShareEntityType } from '@vitrina/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shares, type ShareRow } from '../db/schema';

/** The only code that reads or writes the shares table. */
export class SharesRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a link, or returns the one the user already has for this entity. */
  async insertOrGet(row: { token: string; userId: string; entityType: ShareEntityType; entityId: string }): Promise<ShareRow> {
    await this.db.insert(shares).values(row).onConflictDoNothing();
    const [existing] = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.userId, row.userId), eq(shares.entityType, row.entityType), eq(shares.entityId, row.entityId)))
      .limit(1);
    if (!existing) throw new Error('share insert returned no row');
    return existing;
  }

  async findByToken(token: string): Promise<ShareRow | undefined> {
    const [row] = await this.db.select().from(shares).where(eq(shares.token, token)).limit(1);
    return row;
  }

  async deleteOwned(userId: string, token: string): Promise<boolean> {
    const rows = await this.db
      .delete(shares)
      .where(and(eq(shares.userId, userId), eq(shares.token, token)))
      .returning({ token: shares.token });
    return rows.length > 0;
  }

  /** Revokes every link to the given entities (they are being deleted). */
  async deleteForEntities(userId: string, entityType: ShareEntityType, entityIds: string[], db: Database = this.db): Promise<void> {
    if (entityIds.length === 0) return;
    await db
      .delete(shares)
      .where(and(eq(shares.userId, userId), eq(shares.entityType, entityType), inArray(shares.entityId, entityIds)));
  }
}
