import type { Database } from '../../db/client';
import { AccountsRepository } from './accounts.repository';
import { OAuthStatesRepository } from './oauth-states.repository';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { PendingRegistrationsRepository } from './pending-registrations.repository';
import type { LiveSessions } from './live-sessions';
import { SessionsRepository } from './sessions.repository';
import { SpentNoncesRepository } from './spent-nonces.repository';
import { ThrottleRepository } from './throttle.repository';

export interface AccountRepositories {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  oneTimeCodes: OneTimeCodesRepository;
  throttle: ThrottleRepository;
  spentNonces: SpentNoncesRepository;
  oauthStates: OAuthStatesRepository;
  pendingRegistrations: PendingRegistrationsRepository;
}

export function createAccountRepositories(db: Database, liveSessions?: LiveSessions): AccountRepositories {
  return {
    accounts: new AccountsRepository(db),
    sessions: new SessionsRepository(db, liveSessions),
    oneTimeCodes: new OneTimeCodesRepository(db),
    throttle: new ThrottleRepository(db),
    spentNonces: new SpentNoncesRepository(db),
    oauthStates: new OAuthStatesRepository(db),
    pendingRegistrations: new PendingRegistrationsRepository(db),
  };
}
