import { randomUUID } from 'node:crypto';
import { API_KEY_HEADER, domainCandidates, hostMatchesDomains, PUBLIC_API_EXPOSED_HEADERS } from '@vitrina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMIT_WINDOW_SECONDS, type ApiRateLimiter } from '../../adapters/api-rate-limit';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ApiKeysService } from '../../services/accounts/api-keys.service';
import type { ApiLimitsLookup } from '../../services/public-api/api-limits';
import type { PublicApiRepository } from '../../repositories/public-api.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner of the request's API key, on /api/v1 routes. */
    apiUser: UserRow | null;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** Headers a browser may send on /api/v1 (answered in preflights). */
const ALLOWED_REQUEST_HEADERS = [API_KEY_HEADER, 'content-type', 'idempotency-key', 'prefer', 'lang', 'accept-language'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const RATE_LIMIT_POLICY = 'default';

export interface ApiGuardDependencies {
  apiKeys: ApiKeysService;
  repository: PublicApiRepository;
  rateLimiter: ApiRateLimiter;
  limitsFor: ApiLimitsLookup;
  /** The server's own origin (its docs page may call the API): always allowed. */
  ownOrigin: string;
}

/** The host of an Origin header, or null when it is absent or not an http(s) origin. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What every /api/v1 request goes through, in this order: a request id; the `x-api-key` (401
 * api_key_invalid); the key owner's allowed domains when a browser sent an Origin (403
 * origin_not_allowed; no Origin = a server calling, allowed); the key's rate limit (429 with
 * Retry-After and the IETF RateLimit / RateLimit-Policy headers). CORS headers are written only
 * for allowed origins.
 */
export class ApiGuard {
  constructor(private readonly deps: ApiGuardDependencies) {}

  stampRequestId = async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header(REQUEST_ID_HEADER, `req_${randomUUID().replaceAll('-', '')}`);
  };

  /** preHandler of every /api/v1 route except preflights. */
  guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = headerValue(request, 'origin');
    const key = headerValue(request, API_KEY_HEADER);
    const user = key ? await this.deps.apiKeys.findUserByKey(key) : undefined;
    if (!user) {
      // Let an allowed page read why it was refused.
      if (origin && (await this.originListedAnywhere(origin))) this.allowOrigin(reply, origin);
      throw new AppError('api_key_invalid', 401);
    }
    if (origin) {
      if (!this.originAllowedFor(origin, user.domains)) throw new AppError('origin_not_allowed', 403);
      this.allowOrigin(reply, origin);
    }
    request.apiUser = user;
    request.auth = { userId: user.id };
    const limits = await this.deps.limitsFor(user.id);
    const decision = await this.deps.rateLimiter.consume(user.id, limits.requestsPerMinute);
    void reply
      .header('RateLimit-Policy', `"${RATE_LIMIT_POLICY}";q=${decision.limit};w=${RATE_LIMIT_WINDOW_SECONDS}`)
      .header('RateLimit', `"${RATE_LIMIT_POLICY}";r=${decision.remaining};t=${decision.resetSeconds}`);
    if (!decision.allowed) throw new AppError('too_many_requests', 429, undefined, { retryAfter: decision.resetSeconds });
  };

  /** `OPTIONS /api/v1/*`: 204 for origins some key lists (a preflight carries no key), 403 otherwise. */
  preflight = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = headerValue(request, 'origin');
    if (!origin) return reply.status(204).header('Allow', 'GET, POST, OPTIONS').send();
    if (!(await this.originListedAnywhere(origin))) throw new AppError('origin_not_allowed', 403);
    this.allowOrigin(reply, origin);
    return reply
      .status(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      .header('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '))
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  };

  private allowOrigin(reply: FastifyReply, origin: string): void {
    void reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Expose-Headers', PUBLIC_API_EXPOSED_HEADERS.join(', '))
      .header('Vary', 'Origin');
  }

  private isOwnOrigin(origin: string): boolean {
    return origin === this.deps.ownOrigin;
  }

  private originAllowedFor(origin: string, domains: string[]): boolean {
    if (this.isOwnOrigin(origin)) return true;
    const host = originHost(origin);
    return host !== null && hostMatchesDomains(host, domains);
  }

  private async originListedAnywhere(origin: string): Promise<boolean> {
    if (this.isOwnOrigin(origin)) return true;
    const host = originHost(origin);
    return host !== null && this.deps.repository.anyAccountAllowsDomain(domainCandidates(host));
  }
}
