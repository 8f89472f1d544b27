import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'vitrina-test', secret: 'vitrina-test-secret-0123456789abcdef' };

export interface TestIdentity {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/**
 * A real OpenID Provider (oidc-provider) on a random local port, with one confidential client and
 * its development login/consent pages, which `signIn` drives over HTTP like a browser would.
 */
export interface TestIssuer {
  issuer: string;
  /** Accounts the provider knows, by account id (= the `sub` claim). */
  accounts: Map<string, TestIdentity>;
  /** Follows the authorization URL through login and consent; returns what reaches the redirect URI. */
  signIn(authorizationUrl: string, accountId: string): Promise<{ code: string; state: string }>;
  close(): Promise<void>;
}

export async function startTestIssuer(redirectUri: string): Promise<TestIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestIdentity>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, id) => {
      const identity = accounts.get(id);
      if (!identity) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: identity.email,
          email_verified: identity.emailVerified ?? true,
          given_name: identity.givenName,
          family_name: identity.familyName,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Like Google: the ID token itself carries email and name.
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    signIn: (authorizationUrl, accountId) => driveInteractions(authorizationUrl, accountId, redirectUri),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny browser: cookie jar, manual redirects, and the two dev-interaction forms. */
async function driveInteractions(startUrl: string, accountId: string, redirectUri: string): Promise<{ code: string; state: string }> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  };
  let url = startUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(redirectUri)) {
      const params = new URL(url).searchParams;
      const code = params.get('code');
      const state = params.get('state');
      if (!code || !state) throw new Error(`authorization failed: ${url}`);
      return { code, state };
    }
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`unexpected page at ${url}: ${response.status} ${page.slice(0, 300)}`);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
    url = new URL(action, url).href;
  }
  throw new Error('too many steps in the authorization flow');
}
