import {
  altchaChallengeSchema,
  authProvidersResponseSchema,
  codeRequestSchema,
  codeSentResponseSchema,
  credentialsSchema,
  detectCountryResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
  registrationResponseSchema,
  restoreRequestSchema,
  restoreSchema,
  restoreVerifyResponseSchema,
  restoreVerifySchema,
  tokenPairSchema,
} from '@vitrina/contracts';
import { z } from 'zod';
import { unauthorized } from '../http/app-error';
import type { AppInstance } from '../http/types';
import { errors } from './error-responses';
import { requestContext } from './request-context';

const tags = ['Auth'];

/** Email and password sign-in, registration, token refresh, password restore, helpers for the forms. */
export default async function authRoutes(app: AppInstance): Promise<void> {
  const accounts = app.services.accounts;

  app.get(
    '/auth/providers',
    { schema: { tags, summary: 'Sign-in methods and captcha this server offers', response: { 200: authProvidersResponseSchema } } },
    async () => accounts.providers(),
  );

  app.get(
    '/auth/captcha/challenge',
    { schema: { tags, summary: 'A fresh ALTCHA proof-of-work challenge (the widget\'s challengeurl)', response: { 200: altchaChallengeSchema } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return accounts.captcha.challenge();
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: credentialsSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 401: errors[401], 429: errors[429] },
      },
    },
    async (request) => accounts.passwordLogin.login(request.body, requestContext(request)),
  );

  app.post(
    '/auth/token/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        body: refreshRequestSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 401: errors[401] },
      },
    },
    async (request) => accounts.sessions.refresh(request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'End this session: its refresh token stops working', security: [{ bearer: [] }], response: { 204: z.null(), 401: errors[401] } },
    },
    async (request, reply) => {
      const sessionId = request.auth?.sessionId;
      if (!sessionId) throw unauthorized();
      await accounts.sessions.end(sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/code',
    {
      schema: {
        tags,
        summary: 'Check the captcha and mail a registration code (an address that already has an account is mailed a sign-in reminder instead; the answer is the same)',
        body: codeRequestSchema,
        response: { 200: codeSentResponseSchema, 400: errors[400], 429: errors[429], 503: errors[503] },
      },
    },
    async (request) => accounts.registration.sendCode(request.body, requestContext(request)),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create the account with the mailed code; grants the free generations',
        body: registerRequestSchema,
        response: { 200: registrationResponseSchema, 400: errors[400], 409: errors[409] },
      },
    },
    async (request) => accounts.registration.register(request.body, requestContext(request)),
  );

  app.post(
    '/auth/password/restore/request',
    {
      schema: {
        tags,
        summary: 'Mail a password restore code (same answer whether or not the email has an account)',
        body: restoreRequestSchema,
        response: { 200: codeSentResponseSchema, 400: errors[400], 429: errors[429] },
      },
    },
    async (request) => accounts.passwordRestore.request(request.body.email, requestContext(request)),
  );

  app.post(
    '/auth/password/restore/verify',
    {
      schema: {
        tags,
        summary: 'Check a restore code without using it up',
        body: restoreVerifySchema,
        response: { 200: restoreVerifyResponseSchema, 400: errors[400] },
      },
    },
    async (request) => accounts.passwordRestore.verify(request.body.email, request.body.verifyCode),
  );

  app.post(
    '/auth/password/restore',
    {
      schema: {
        tags,
        summary: 'Set a new password with the code; ends every session and signs this client in',
        body: restoreSchema,
        response: { 200: tokenPairSchema, 400: errors[400] },
      },
    },
    async (request) => accounts.passwordRestore.restore(request.body),
  );

  app.post(
    '/auth/detect-country',
    { schema: { tags, summary: 'Guess the country from the client address (offline GeoIP), else Accept-Language, else AE', response: { 200: detectCountryResponseSchema } } },
    async (request) => accounts.country.detect(requestContext(request)),
  );
}
