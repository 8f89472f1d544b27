// oidc-provider ships no type declarations; this is the small part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Promise<ProviderAccount | undefined> | ProviderAccount | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    proxy: boolean;
  }
}
