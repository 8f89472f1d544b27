import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { LiveSessions } from './accounts/live-sessions';
import {
  accountExports,
  authSessions,
  creditLedger,
  generatedImages,
  images,
  infographics,
  infographicStickers,
  infographicTemplates,
  jobs,
  payments,
  products,
  shadowPresets,
  shares,
  storageDeletions,
  subscriptions,
  users,
  type AccountExportRow,
  type ImageRow,
} from '../db/schema';

/** Everything stored about one account, as the export reads it. */
export interface AccountRecords {
  user: typeof users.$inferSelect;
  subscription: typeof subscriptions.$inferSelect | null;
  ledger: (typeof creditLedger.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  products: (typeof products.$inferSelect)[];
  generatedImages: (typeof generatedImages.$inferSelect & { params: Record<string, unknown> | null })[];
  infographics: (typeof infographics.$inferSelect)[];
  stickers: (typeof infographicStickers.$inferSelect)[];
  templates: (typeof infographicTemplates.$inferSelect)[];
  shadowPresets: (typeof shadowPresets.$inferSelect)[];
  shares: (typeof shares.$inferSelect)[];
  images: ImageRow[];
}

/** The only code that reads or writes for the account export and deletion (issue 26). */
export class PrivacyRepository {
  constructor(
    private readonly db: Database,
    /** Told before sessions are revoked here (see live-sessions.ts). */
    private readonly liveSessions?: LiveSessions,
  ) {}

  async accountRecords(userId: string): Promise<AccountRecords | undefined> {
    const db = this.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const generated = await db
      .select({ row: generatedImages, params: jobs.params })
      .from(generatedImages)
      .leftJoin(jobs, eq(jobs.id, generatedImages.jobId))
      .where(eq(generatedImages.userId, userId))
      .orderBy(asc(generatedImages.createdAt));
    return {
      user,
      subscription: subscription ?? null,
      ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id)),
      payments: await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
      products: await db.select().from(products).where(eq(products.userId, userId)).orderBy(asc(products.createdAt)),
      generatedImages: generated.map(({ row, params }) => ({ ...row, params })),
      infographics: await db.select().from(infographics).where(eq(infographics.userId, userId)).orderBy(asc(infographics.createdAt)),
      stickers: await db.select().from(infographicStickers).where(eq(infographicStickers.userId, userId)),
      templates: await db.select().from(infographicTemplates).where(eq(infographicTemplates.userId, userId)),
      shadowPresets: await db.select().from(shadowPresets).where(eq(shadowPresets.userId, userId)),
      shares: await db.select().from(shares).where(eq(shares.userId, userId)),
      images: await db.select().from(images).where(eq(images.userId, userId)).orderBy(asc(images.createdAt), asc(images.id)),
    };
  }

  async insertExport(row: typeof accountExports.$inferInsert, db: Database = this.db): Promise<AccountExportRow> {
    const [inserted] = await db.insert(accountExports).values(row).returning();
    if (!inserted) throw new Error('account export insert returned no row');
    return inserted;
  }

  async deleteExport(exportId: string): Promise<void> {
    await this.db.delete(accountExports).where(eq(accountExports.id, exportId));
  }

  /** The owner's export while it has not expired; undefined for anyone else. */
  async findLiveExport(userId: string, exportId: string, now: Date): Promise<AccountExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId), gt(accountExports.expiresAt, now)));
    return row;
  }

  async latestExportJob(userId: string, tool: string): Promise<typeof jobs.$inferSelect | undefined> {
    const [row] = await this.db.select().from(jobs).where(and(eq(jobs.userId, userId), eq(jobs.tool, tool))).orderBy(desc(jobs.createdAt)).limit(1);
    return row;
  }

  /** Expired exports: their files go on the deletion list and their rows away, in one transaction. */
  async expireExports(now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const expired = await tx.delete(accountExports).where(lte(accountExports.expiresAt, now)).returning({ storageKey: accountExports.storageKey });
      await this.queueStorageDeletions(expired.map((row) => row.storageKey), tx);
      return expired.length;
    });
  }

  /**
   * The first, fast step of a deletion: the account can no longer be reached. Its credentials,
   * sessions and share links go and its e-mail is freed (so it can register again), in one
   * transaction; rows and files follow in `deleteAccountRows`.
   */
  async markDeleting(userId: string, now: Date): Promise<boolean> {
    this.liveSessions?.revokingUser(userId);
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .update(users)
        .set({
          deletingAt: now,
          email: `deleted-${userId}@deleted.invalid`,
          passwordHash: null,
          apiKeyHash: null,
          apiKeyPreview: null,
          webhookSecret: null,
          googleSubject: null,
          telegramId: null,
          phone: null,
          firstName: null,
          lastName: null,
          companyName: null,
          jobTitle: null,
          domains: [],
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (marked.length === 0) return false;
      await tx.update(authSessions).set({ revokedAt: now, revokedReason: 'account_deleted' }).where(and(eq(authSessions.userId, userId), sql`${authSessions.revokedAt} IS NULL`));
      await tx.delete(shares).where(eq(shares.userId, userId));
      return true;
    });
  }

  async accountsBeingDeleted(): Promise<string[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(isNotNull(users.deletingAt));
    return rows.map((row) => row.id);
  }

  /**
   * Every stored file of the account goes on the deletion list, then the user row goes and every
   * row hanging from it with it (foreign keys cascade; payments keep a NULL user). One transaction.
   */
  async deleteAccountRows(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const keys = await tx.selectDistinct({ key: images.storageKey }).from(images).where(eq(images.userId, userId));
      const exports = await tx.select({ key: accountExports.storageKey }).from(accountExports).where(eq(accountExports.userId, userId));
      await this.queueStorageDeletions([...keys, ...exports].map((row) => row.key), tx);
      await tx.delete(users).where(and(eq(users.id, userId), isNotNull(users.deletingAt)));
    });
  }

  async pendingStorageDeletions(limit: number): Promise<string[]> {
    const rows = await this.db.select({ key: storageDeletions.storageKey }).from(storageDeletions).orderBy(asc(storageDeletions.createdAt)).limit(limit);
    return rows.map((row) => row.key);
  }

  /** Whether a row still uses the file (content-addressed files can be shared by accounts). */
  async storageKeyInUse(key: string): Promise<boolean> {
    const [image] = await this.db.select({ id: images.id }).from(images).where(eq(images.storageKey, key)).limit(1);
    if (image) return true;
    const [archive] = await this.db.select({ id: accountExports.id }).from(accountExports).where(eq(accountExports.storageKey, key)).limit(1);
    return archive !== undefined;
  }

  async storageDeletionDone(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(storageDeletions).where(inArray(storageDeletions.storageKey, keys));
  }

  private async queueStorageDeletions(keys: string[], db: Database): Promise<void> {
    const unique = [...new Set(keys)];
    if (unique.length > 0) await db.insert(storageDeletions).values(unique.map((storageKey) => ({ storageKey }))).onConflictDoNothing();
  }
}
