import type { TokenPair } from '@vitrina/contracts';
import type { AccessTokens } from '../../adapters/access-tokens';
import { randomToken, sha256Hex } from '../../adapters/secure-random';
import type { Database } from '../../db/client';
import type { SessionMethod } from '../../db/schema';
import { unauthorized } from '../../http/app-error';
import type { SessionsRepository } from '../../repositories/accounts/sessions.repository';
import type { Clock } from './request-context';

/** A session (refresh-token family) lives 30 days from its first token, however often it rotates. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Two tabs refreshing at once present the same token: the one that comes second, within this
 * window of the rotation, gets a fresh pair of the same family instead of revoking it. Past the
 * window, or beyond REFRESH_GRACE_USES such answers, a used token is reuse as before.
 */
export const REFRESH_GRACE_MS = 30_000;
export const REFRESH_GRACE_USES = 5;
/** 256 bits. */
const REFRESH_TOKEN_BYTES = 32;

type RefreshOutcome = { kind: 'rotated'; userId: string; sessionId: string } | { kind: 'unknown' | 'ended' } | { kind: 'reused'; sessionId: string };

/**
 * Access tokens (JWT, 15 min) and rotating refresh tokens. Each refresh token works once; a used
 * one presented again past the short grace window means it was copied, so its whole family is
 * revoked.
 */
export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly now: Clock,
  ) {}

  async start(userId: string, method: SessionMethod): Promise<TokenPair> {
    const now = this.now();
    await this.sessions.deleteExpired(userId, now);
    return this.db.transaction(async (tx) => {
      const session = await this.sessions.create({ userId, method, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) }, tx);
      return this.issue(userId, session.id, now, tx);
    });
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = this.now();
    const presented = sha256Hex(refreshToken);
    const next = randomToken(REFRESH_TOKEN_BYTES);
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const record = await this.sessions.findRefreshToken(presented, tx);
      if (!record) return { kind: 'unknown' };
      const { session } = record;
      if (session.revokedAt || session.expiresAt <= now) return { kind: 'ended' };
      // The conditional update also catches two requests racing with the same token; the one
      // that loses is the second tab of the grace window (or reuse, past it).
      const firstUse = !record.rotatedAt && (await this.sessions.markRotated(presented, now, tx));
      if (!firstUse && !(await this.sessions.useGrace(presented, new Date(now.getTime() - REFRESH_GRACE_MS), REFRESH_GRACE_USES, tx))) {
        await this.sessions.revoke(session.id, 'refresh_token_reused', now, tx);
        return { kind: 'reused', sessionId: session.id };
      }
      await this.sessions.addRefreshToken(sha256Hex(next), session.id, now, tx);
      return { kind: 'rotated', userId: session.userId, sessionId: session.id };
    });
    switch (outcome.kind) {
      case 'rotated':
        return { token: await this.accessTokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }), refresh_token: next };
      case 'reused':
      case 'unknown':
      case 'ended':
        throw unauthorized();
    }
  }

  /** Ends every session of the user (password restore, password change). */
  async revokeAll(userId: string, reason: string, db: Database = this.db): Promise<number> {
    return this.sessions.revokeAllForUser(userId, reason, this.now(), { db });
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, 'logout', this.now());
  }

  /** For `app.authenticate`: is the access token's session still live? */
  isActive(sessionId: string, userId: string): Promise<boolean> {
    return this.sessions.isActive(sessionId, userId, this.now());
  }

  private async issue(userId: string, sessionId: string, now: Date, db: Database): Promise<TokenPair> {
    const refresh = randomToken(REFRESH_TOKEN_BYTES);
    await this.sessions.addRefreshToken(sha256Hex(refresh), sessionId, now, db);
    return { token: await this.accessTokens.sign({ userId, sessionId }), refresh_token: refresh };
  }
}
