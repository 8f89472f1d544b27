import type { Language } from '@vitrina/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** What account services need to know of the HTTP request that called them. */
export interface RequestContext {
  /** Language of the `lang` header: messages and mails use it. */
  language: Language;
  /** Client address (X-Forwarded-For aware): throttling and country detection key on it. */
  ip: string;
  acceptLanguage: string | undefined;
  log: FastifyBaseLogger;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
