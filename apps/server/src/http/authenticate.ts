import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens } from '../adapters/access-tokens';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` for signed-in callers. */
    auth: { userId: string; sessionId?: string } | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthenticateOptions {
  tokens: AccessTokens;
  /**
   * Is the token's session (refresh-token family) still live? Checked on every request, so ending
   * sessions (password restore or change, refresh-token reuse, logout) locks their tokens out at once.
   */
  sessions?: { isActive(sessionId: string, userId: string): Promise<boolean> };
}

export const authenticatePlugin = fp(async (app: FastifyInstance, options: AuthenticateOptions) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await options.tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    // Tokens without a session id are minted only by tests (createTestUser); every sign-in sets one.
    if (claims.sessionId && options.sessions && !(await options.sessions.isActive(claims.sessionId, claims.userId))) throw unauthorized();
    request.auth = claims;
  });
});

/** The signed-in user's id; only valid behind `app.authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

type Hook = (request: FastifyRequest) => Promise<void>;
const asList = (hooks: unknown): Hook[] => (hooks === undefined ? [] : Array.isArray(hooks) ? (hooks as Hook[]) : [hooks as Hook]);

/**
 * Routes declare `preHandler: app.authenticate`; this moves it to `onRequest`, so that a caller
 * without a valid token gets 401 before any parsing or validation error (which would tell an
 * anonymous caller about the route's fields). Install before the routes are registered.
 */
export function authenticateBeforeValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler);
    if (!preHandlers.includes(app.authenticate)) return;
    const rest = preHandlers.filter((hook) => hook !== app.authenticate);
    route.preHandler = rest.length > 0 ? rest : undefined;
    route.onRequest = [app.authenticate, ...asList(route.onRequest)] as typeof route.onRequest;
  });
}
