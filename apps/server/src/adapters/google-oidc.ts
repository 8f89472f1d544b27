import * as oidc from 'openid-client';
import { z } from 'zod';

export interface GoogleOidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** What the service needs from Google's ID token (or userinfo when the token lacks the email). */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect code flow with PKCE and nonce against Google (or any OIDC issuer, e.g. the
 * provider the tests start). Discovery happens on first use and is cached; a failed discovery is
 * retried on the next call.
 */
export class GoogleOidc {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly options: GoogleOidcOptions) {}

  async authorizationRequest(): Promise<AuthorizationRequest> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  /** Exchanges the code; throws on any protocol, signature or check failure. */
  async exchange(code: string, request: { state: string; codeVerifier: string; nonce: string }): Promise<GoogleIdentity> {
    const config = await this.config();
    // The browser brought code and state to our SPA; rebuild the callback URL the library checks.
    const callback = new URL(this.options.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', request.state);
    // Single-issuer client: the RFC 9207 `iss` parameter, when the issuer sends one, is its own.
    if (config.serverMetadata().authorization_response_iss_parameter_supported) {
      callback.searchParams.set('iss', config.serverMetadata().issuer);
    }
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    let claims = claimsSchema.parse(tokens.claims());
    if (!claims.email) {
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = claimsSchema.parse({ ...userInfo, sub: claims.sub });
    }
    return {
      subject: claims.sub,
      email: claims.email?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
    };
  }

  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.options.issuer);
      // Plain HTTP only for an issuer on this machine (tests, local development).
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, this.options.clientId, this.options.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined)
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }
}
