import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates } from '../../db/schema';

export interface OAuthState {
  state: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: Date;
}

/** Authorization requests in flight, so the code exchange can run on any process. */
export class OAuthStatesRepository {
  constructor(private readonly db: Database) {}

  async save(entry: OAuthState, now: Date): Promise<void> {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await this.db.insert(oauthStates).values(entry);
  }

  /** Removes and returns the entry if it has not expired: each state works once. */
  async take(state: string, now: Date): Promise<OAuthState | undefined> {
    const [row] = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, now)))
      .returning();
    return row;
  }
}
