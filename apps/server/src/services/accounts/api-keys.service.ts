import { DOMAINS_MAX, isValidDomain, normalizeDomain, type ErrorCode, type Profile } from '@vitrina/contracts';
import { randomBytes } from 'node:crypto';
import type { ApiKeyInfo } from '@vitrina/contracts';
import { randomToken, sha256Hex } from '../../adapters/secure-random';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import type { AccountsRepository } from '../../repositories/accounts/accounts.repository';
import { toProfile } from './profile-view';

export const API_KEY_PREFIX = 'vtr_';
/** "vtr_" and the first four characters of the secret part. */
const PREVIEW_LENGTH = API_KEY_PREFIX.length + 4;

/**
 * The public-API key (shown once, stored as SHA-256, replaced by each new one) and the browser
 * origins allowed to use it.
 */
export class ApiKeysService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** A new key and webhook secret, shown only in this answer; the previous key stops working at once. */
  async generate(userId: string): Promise<{ data: { token: string; webhookSecret: string } }> {
    const key = `${API_KEY_PREFIX}${randomToken(32)}`;
    // Standard Webhooks secrets are `whsec_` + base64 of 24..64 random bytes.
    const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
    await this.accounts.setApiKey(userId, sha256Hex(key), `${key.slice(0, PREVIEW_LENGTH)}…`, webhookSecret);
    return { data: { token: key, webhookSecret } };
  }

  /** The key as the profile lists it: prefix, created and last-used times, domains, webhook secret. */
  async info(userId: string): Promise<ApiKeyInfo> {
    const user = await this.accounts.findById(userId);
    if (!user) throw notFound();
    return {
      preview: user.apiKeyPreview,
      createdAt: user.apiKeyCreatedAt?.toISOString() ?? null,
      lastUsedAt: user.apiKeyLastUsedAt?.toISOString() ?? null,
      domains: user.domains,
      webhookSecret: user.apiKeyHash ? user.webhookSecret : null,
    };
  }

  /** Records a use of the key (the profile shows the time). */
  touch(userId: string, at = new Date()): Promise<void> {
    return this.accounts.touchApiKey(userId, at);
  }

  /** The owner of a key, for the public API's authentication. */
  async findUserByKey(key: string): Promise<UserRow | undefined> {
    if (!key.startsWith(API_KEY_PREFIX)) return undefined;
    return this.accounts.findByApiKeyHash(sha256Hex(key));
  }

  /** Validates every entry; bad ones are named in `fields` (`domains.<index>`) and in `data.invalidDomains`. */
  async setDomains(userId: string, domains: string[]): Promise<Profile> {
    const fields: Record<string, ErrorCode> = {};
    const invalidDomains: string[] = [];
    domains.forEach((domain, index) => {
      if (!isValidDomain(domain)) {
        fields[`domains.${index}`] = 'domain_invalid';
        invalidDomains.push(domain);
      }
    });
    if (invalidDomains.length > 0) throw new AppError('domain_invalid', 400, fields, { invalidDomains });
    const unique = [...new Set(domains.map(normalizeDomain))].slice(0, DOMAINS_MAX);
    const user = await this.accounts.setDomains(userId, unique);
    if (!user) throw notFound();
    return toProfile(user);
  }
}
