import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export interface ProfileChanges {
  country?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  jobTitle?: string | null;
  language?: string;
}

/**
 * The account side of the users table: sign-in identities, password, profile fields, API key
 * and domains. Creating and finding by id or email stays in UsersRepository.
 */
export class AccountsRepository {
  constructor(private readonly db: Database) {}

  async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
    return row;
  }

  async findByTelegramId(telegramId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.telegramId, telegramId)).limit(1);
    return row;
  }

  async findById(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async findByApiKeyHash(apiKeyHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.apiKeyHash, apiKeyHash)).limit(1);
    return row;
  }

  async setPasswordHash(userId: string, passwordHash: string, db: Database = this.db): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async linkGoogleSubject(userId: string, subject: string): Promise<void> {
    await this.db.update(users).set({ googleSubject: subject, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  /** Replaces the key (the old hash stops matching at once) and the webhook secret that goes with it. */
  async setApiKey(userId: string, apiKeyHash: string, apiKeyPreview: string, webhookSecret: string): Promise<void> {
    const now = new Date();
    await this.db
      .update(users)
      .set({ apiKeyHash, apiKeyPreview, webhookSecret, apiKeyCreatedAt: now, apiKeyLastUsedAt: null, updatedAt: now })
      .where(eq(users.id, userId));
  }

  async touchApiKey(userId: string, at: Date): Promise<void> {
    await this.db.update(users).set({ apiKeyLastUsedAt: at }).where(eq(users.id, userId));
  }

  async setDomains(userId: string, domains: string[]): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ domains, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return row;
  }
}
