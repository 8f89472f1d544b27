import {
  googleCodeSchema,
  googleRegisterSchema,
  googleUrlResponseSchema,
  registrationRequiredErrorSchema,
  registrationResponseSchema,
  telegramLoginSchema,
  telegramRegisterSchema,
  tokenPairSchema,
  transferRequestSchema,
} from '@vitrina/contracts';
import type { AppInstance } from '../http/types';
import { errors } from './error-responses';
import { requestContext } from './request-context';

const tags = ['Auth'];
const registrationRequired = registrationRequiredErrorSchema.describe('New account: finish with the matching /register call and data.sessionId');

/** Google, Telegram and the account transfer from the sibling product. Unconfigured ones answer 503. */
export default async function socialAuthRoutes(app: AppInstance): Promise<void> {
  const accounts = app.services.accounts;

  app.post(
    '/auth/google/url',
    {
      schema: { tags, summary: 'Google authorization URL (OIDC code flow with PKCE and state)', response: { 200: googleUrlResponseSchema, 503: errors[503] } },
    },
    async (request) => accounts.google.authorizationUrl(requestContext(request)),
  );

  app.post(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Sign in with the code and state Google sent to the callback page',
        body: googleCodeSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 409: registrationRequired, 503: errors[503] },
      },
    },
    async (request) => accounts.google.login(request.body, requestContext(request)),
  );

  app.post(
    '/auth/google/register',
    {
      schema: {
        tags,
        summary: 'Create the account for a new Google user (sessionId from the 409 of /auth/google)',
        body: googleRegisterSchema,
        response: { 200: registrationResponseSchema, 400: errors[400], 409: errors[409], 503: errors[503] },
      },
    },
    async (request) => accounts.google.register(request.body, requestContext(request)),
  );

  app.post(
    '/auth/telegram',
    {
      schema: {
        tags,
        summary: 'Sign in with a Telegram Login Widget payload (signature and age checked)',
        body: telegramLoginSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 409: registrationRequired, 503: errors[503] },
      },
    },
    async (request) => accounts.telegram.login(request.body, requestContext(request)),
  );

  app.post(
    '/auth/telegram/register',
    {
      schema: {
        tags,
        summary: 'Create the account for a new Telegram user (country defaults to AE)',
        body: telegramRegisterSchema,
        response: { 200: registrationResponseSchema, 400: errors[400], 409: errors[409], 503: errors[503] },
      },
    },
    async (request) => accounts.telegram.register(request.body, requestContext(request)),
  );

  app.post(
    '/auth/24ai',
    {
      schema: {
        tags,
        summary: 'Sign in with a transfer token from the sibling product (account found or created)',
        body: transferRequestSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 503: errors[503] },
      },
    },
    async (request) => accounts.transfer.login(request.body.accessToken, requestContext(request)),
  );
}
