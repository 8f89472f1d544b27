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
import { authorizationFailed, emailNotVerified, isEmailTaken, notConfigured, PENDING_REGISTRATION_TTL_MS, registrationRequired } from './social-registration';

/** The authorization request (state, PKCE verifier, nonce) waits this long for the callback. */
const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Google sign-in. Known Google account: tokens. Otherwise the email decides, and only an email
 * Google vouches for (`email_verified`) counts, so no answer depends on whether someone else's
 * address has an account (ASVS: no account enumeration) and nobody can open or enter an account
 * with an address they do not hold:
 * - not verified: 400 `email_not_verified`, whether the address has an account or not (and no
 *   account is made for it, which would let its real owner be pre-empted);
 * - verified and it has an account: tokens for that account, linked to this Google account when
 *   it has none yet. The caller holds the mailbox, which a password restore would also open, so
 *   this is what they expect and gives them nothing more. An account already linked to another
 *   Google account keeps that link and is entered all the same;
 * - verified and new: 409 with a sessionId for `POST /auth/google/register`.
 * So Google sign-up never answers `email_taken`.
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
    if (!identity.email) throw authorizationFailed();
    if (!identity.emailVerified) throw emailNotVerified();
    const byEmail = await this.users.findByEmail(identity.email);
    if (byEmail) {
      if (!byEmail.googleSubject) await this.accounts.linkGoogleSubject(byEmail.id, identity.subject);
      else context.log.info({ userId: byEmail.id }, 'Google sign-in by verified email to an account linked to another Google account');
      return this.sessions.start(byEmail.id, 'google');
    }
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
    const user = await this.creator
      .create({
        email: entry.email,
        googleSubject: entry.subject,
        firstName: entry.firstName,
        lastName: entry.lastName,
        country: request.countryCode ?? DEFAULT_MESSENGER_COUNTRY,
        language: context.language,
      })
      .catch(async (error: unknown) => {
        if (!isEmailTaken(error)) throw error;
        // Two tabs finishing the same sign-up: the second one signs in.
        const linked = await this.accounts.findByGoogleSubject(entry.subject);
        if (linked) return linked;
        // The address got an account between sign-in and this call: start again, and sign-in
        // (which checks the email is verified) enters that account. Never `email_taken`.
        throw authorizationFailed();
      });
    const tokens = await this.sessions.start(user.id, 'google');
    return { ...tokens, data: toProfile(user) };
  }

  private requireGoogle(): GoogleOidc {
    if (!this.google) throw notConfigured();
    return this.google;
  }
}
