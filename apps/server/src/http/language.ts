import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of user-facing messages: the `lang` header, then Accept-Language, then en. */
    language: Language;
  }
}

/** en first, so that `*` and ties go to the default; `kr` is the old product's code for Korean. */
const OFFERED = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE), 'kr'];

/**
 * The supported language a `lang` header or Accept-Language value prefers most, honouring
 * q-values and regions (`en;q=0.1, es` → es, `es-MX` → es); en when none is supported.
 */
export function pickLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': value } }).language(OFFERED);
  if (best === 'kr') return 'ko';
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

/** The client's languages, most preferred first, without those it refuses (q=0). */
export function acceptedLanguages(value: string | undefined): string[] {
  return value ? new Negotiator({ headers: { 'accept-language': value } }).languages() : [];
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang;
  const explicit = Array.isArray(header) ? header[0] : header;
  return pickLanguage(explicit ?? request.headers['accept-language']);
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
});
