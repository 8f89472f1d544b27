import { pickLanguage, type Language } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of user-facing messages: the `lang` header, then Accept-Language, then en. */
    language: Language;
  }
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
