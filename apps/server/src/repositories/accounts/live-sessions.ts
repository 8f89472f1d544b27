/**
 * Remembers, for a few seconds, that a session was live, so that an authenticated read need not
 * ask the database every time (the session check was a third of the queries of a list read).
 *
 * Safe only when every revocation goes through this process, which is why it is on in embedded
 * mode alone (PGlite's data directory belongs to one process) and off (`ttlMs` 0) in scale mode,
 * where another process may revoke. Every code path that revokes tells it first (`revoking*`);
 * from then on, for `settleMs`, answers about that session or user are not remembered: an answer
 * read just before the revoking transaction commits would otherwise be kept for a whole TTL.
 * So a revocation takes effect at once, and an entry never outlives the session's `expires_at`;
 * the TTL only spares repeated reads of a live session.
 */
export class LiveSessions {
  /** sessionId → when the remembered "live" answer lapses (ms). */
  private readonly live = new Map<string, { userId: string; until: number }>();
  /** sessionId / userId → when its revocation (maybe still uncommitted) stops blocking the cache. */
  private readonly unsettledSessions = new Map<string, number>();
  private readonly unsettledUsers = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly settleMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** Whether `sessionId` of `userId` was seen live within the TTL (and nothing revoked it since). */
  knownLive(sessionId: string, userId: string): boolean {
    const entry = this.live.get(sessionId);
    if (!entry) return false;
    if (entry.userId === userId && this.now() < entry.until) return true;
    this.live.delete(sessionId);
    return false;
  }

  /** Starts a lookup; `remember` with its result keeps it only if no revocation began meanwhile. */
  lookupStarted(): number {
    return this.now();
  }

  remember(sessionId: string, userId: string, expiresAt: Date, startedAt: number): void {
    if (this.ttlMs <= 0 || this.unsettled(this.unsettledSessions, sessionId, startedAt) || this.unsettled(this.unsettledUsers, userId, startedAt)) return;
    if (this.live.size >= this.maxEntries) this.live.delete(this.live.keys().next().value as string);
    this.live.set(sessionId, { userId, until: Math.min(startedAt + this.ttlMs, expiresAt.getTime()) });
  }

  /** Before revoking one session. */
  revokingSession(sessionId: string): void {
    this.live.delete(sessionId);
    this.unsettledSessions.set(sessionId, this.now() + this.settleMs);
    this.prune();
  }

  /** Before revoking some or all sessions of a user. */
  revokingUser(userId: string): void {
    for (const [sessionId, entry] of this.live) if (entry.userId === userId) this.live.delete(sessionId);
    this.unsettledUsers.set(userId, this.now() + this.settleMs);
    this.prune();
  }

  /** A revocation blocks lookups that started before it settled (started before its end, that is). */
  private unsettled(marks: Map<string, number>, key: string, startedAt: number): boolean {
    const settlesAt = marks.get(key);
    return settlesAt !== undefined && startedAt < settlesAt;
  }

  private prune(): void {
    const now = this.now();
    for (const marks of [this.unsettledSessions, this.unsettledUsers]) {
      for (const [key, settlesAt] of marks) if (settlesAt <= now) marks.delete(key);
    }
  }
}
