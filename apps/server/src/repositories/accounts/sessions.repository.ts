import { and, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, refreshTokens, type AuthSessionRow, type SessionMethod } from '../../db/schema';
import { LiveSessions } from './live-sessions';

export interface RefreshTokenRecord {
  rotatedAt: Date | null;
  session: AuthSessionRow;
}

/** Sessions (refresh-token families) and their refresh tokens, stored as SHA-256 hashes. */
export class SessionsRepository {
  constructor(
    private readonly db: Database,
    /** Recently seen live sessions (embedded mode; see live-sessions.ts). Off by default. */
    readonly liveSessions: LiveSessions = new LiveSessions(0),
  ) {}

  async create(session: { userId: string; method: SessionMethod; createdAt: Date; expiresAt: Date }, db: Database = this.db): Promise<AuthSessionRow> {
    const [row] = await db.insert(authSessions).values(session).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** The check behind every authenticated request: a primary-key lookup, unless seen live a moment ago. */
  async isActive(sessionId: string, userId: string, now: Date): Promise<boolean> {
    if (this.liveSessions.knownLive(sessionId, userId)) return true;
    const startedAt = this.liveSessions.lookupStarted();
    const [row] = await this.db
      .select({ expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
      .limit(1);
    if (row) this.liveSessions.remember(sessionId, userId, row.expiresAt, startedAt);
    return row !== undefined;
  }

  async addRefreshToken(tokenHash: string, sessionId: string, createdAt: Date, db: Database = this.db): Promise<void> {
    await db.insert(refreshTokens).values({ tokenHash, sessionId, createdAt });
  }

  async findRefreshToken(tokenHash: string, db: Database = this.db): Promise<RefreshTokenRecord | undefined> {
    const [row] = await db
      .select({ rotatedAt: refreshTokens.rotatedAt, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(refreshTokens.sessionId, authSessions.id))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** Marks a token used; false when it already was (a concurrent or repeated use). */
  async markRotated(tokenHash: string, now: Date, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    return rows.length === 1;
  }

  /**
   * Counts one grace answer for a token rotated at or after `rotatedSince`; false once the window
   * passed or `maxUses` answers were given. One conditional UPDATE, so racing requests count right.
   */
  async useGrace(tokenHash: string, rotatedSince: Date, maxUses: number, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ graceUses: sql`${refreshTokens.graceUses} + 1` })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), gte(refreshTokens.rotatedAt, rotatedSince), lt(refreshTokens.graceUses, maxUses)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    return rows.length === 1;
  }

  async revoke(sessionId: string, reason: string, now: Date, db: Database = this.db): Promise<void> {
    this.liveSessions.revokingSession(sessionId);
    await db
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Revokes every live session of the user, except `keepSessionId` when given. Returns how many. */
  async revokeAllForUser(userId: string, reason: string, now: Date, options: { keepSessionId?: string; db?: Database } = {}): Promise<number> {
    const db = options.db ?? this.db;
    this.liveSessions.revokingUser(userId);
    const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
    if (options.keepSessionId) conditions.push(ne(authSessions.id, options.keepSessionId));
    const rows = await db
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: authSessions.id });
    return rows.length;
  }

  /** Drops the user's sessions past their absolute expiry (their tokens go with them). */
  async deleteExpired(userId: string, now: Date): Promise<void> {
    await this.db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, now)));
  }
}
