import { DEFAULT_MESSENGER_COUNTRY, type RegistrationResponse, type TokenPair } from '@vitrina/contracts';
import type { GoogleOidc } from '../../adapters/google-oidc';
import type { AccountsRepository } from '../../repositories/accounts/accounts.repository';
import type { OAuthStatesRepository } from '../../repositories/accounts/oauth-states.repository';
import type { PendingRegistrationsRepository } from '../../repositories/accounts/pending-registrations.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import type { AccountCreationService } from './account-creation.service';
import { toProfile } from './profile-view';
import type { Clock, RequestContext } from './request-context';
import type { SessionsService } from './sessions.service';
import { authorizationFailed, notConfigured, PENDING_REGISTRATION_TTL_MS, registrationRequired } from './social-registration';

/** The authorization request (state, PKCE verifier, nonce) waits this long for the callback. */
const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Google sign-in. Known Google account: tokens. A new one whose verified email matches an
 * account: linked, then tokens. Otherwise 409 with a sessionId for `POST /auth/google/register`.
 */
export class GoogleLoginService {
  constructor(
    private readonly google: GoogleOidc | null,
    private readonly states: OAuthStatesRepository,
    private readonly pending: PendingRegistrationsRepository,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly creator: AccountCreationService,
    private readonly sessions: SessionsService,
    private readonly now: Clock,
  ) {}

  get enabled(): boolean {
    return this.google !== null;
  }

  async authorizationUrl(context: RequestContext): Promise<{ data: { url: string } }> {
    const google = this.requireGoogle();
    let request;
    try {
      request = await google.authorizationRequest();
    } catch (error) {
      context.log.error({ err: error }, 'Google discovery failed');
      throw notConfigured();
    }
    const now = this.now();
    await this.states.save(
      { state: request.state, codeVerifier: request.codeVerifier, nonce: request.nonce, expiresAt: new Date(now.getTime() + STATE_TTL_MS) },
      now,
    );
    return { data: { url: request.url } };
  }

  async login(callback: { code: string; state?: string }, context: RequestContext): Promise<TokenPair> {
    const google = this.requireGoogle();
    // The state ties the code to an authorization request this server made (CSRF, PKCE).
    const request = callback.state ? await this.states.take(callback.state, this.now()) : undefined;
    if (!request) throw authorizationFailed();
    let identity;
    try {
      identity = await google.exchange(callback.code, request);
    } catch (error) {
      context.log.warn({ err: error }, 'Google code exchange failed');
      throw authorizationFailed();
    }
    const known = await this.accounts.findByGoogleSubject(identity.subject);
    if (known) return this.sessions.start(known.id, 'google');
    if (identity.email && identity.emailVerified) {
      const byEmail = await this.users.findByEmail(identity.email);
      if (byEmail && !byEmail.googleSubject) {
        await this.accounts.linkGoogleSubject(byEmail.id, identity.subject);
        return this.sessions.start(byEmail.id, 'google');
      }
    }
    if (!identity.email) throw authorizationFailed();
    const now = this.now();
    const entry = await this.pending.create(
      {
        provider: 'google',
        subject: identity.subject,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        expiresAt: new Date(now.getTime() + PENDING_REGISTRATION_TTL_MS),
      },
      now,
    );
    throw registrationRequired(entry.id);
  }

  async register(request: { sessionId: string; countryCode?: string }, context: RequestContext): Promise<RegistrationResponse> {
    this.requireGoogle();
    const entry = await this.pending.take(request.sessionId, 'google', this.now());
    if (!entry?.email) throw authorizationFailed();
    const user = await this.creator.create({
      email: entry.email,
      googleSubject: entry.subject,
      firstName: entry.firstName,
      lastName: entry.lastName,
      country: request.countryCode ?? DEFAULT_MESSENGER_COUNTRY,
      language: context.language,
    });
    const tokens = await this.sessions.start(user.id, 'google');
    return { ...tokens, data: toProfile(user) };
  }

  private requireGoogle(): GoogleOidc {
    if (!this.google) throw notConfigured();
    return this.google;
  }
}
