import {
  apiKeyInfoSchema,
  apiKeyResponseSchema,
  apiUsageDaySchema,
  list,
  single,
  domainsUpdateSchema,
  invalidDomainsErrorSchema,
  passwordChangeSchema,
  profileResponseSchema,
  profileUpdateSchema,
  tokenPairSchema,
} from '@vitrina/contracts';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { errors } from './error-responses';
import { requestContext } from './request-context';

const tags = ['Profile'];
const security = [{ bearer: [] }];

/** The signed-in user's profile, password, API key and allowed domains. */
export default async function profileRoutes(app: AppInstance): Promise<void> {
  const accounts = app.services.accounts;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    { schema: { tags, security, summary: 'The signed-in user\'s profile', response: { 200: profileResponseSchema, 401: errors[401], 404: errors[404] } } },
    async (request) => ({ data: await accounts.profile.get(currentUserId(request)) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update the editable profile fields (only those sent change)',
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, 400: errors[400], 401: errors[401] },
      },
    },
    async (request) => ({ data: await accounts.profile.update(currentUserId(request), request.body) }),
  );

  app.put(
    '/profile/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password: every session ends; the answer holds this client\'s new tokens',
        body: passwordChangeSchema,
        response: { 200: tokenPairSchema, 400: errors[400], 401: errors[401], 429: errors[429] },
      },
    },
    async (request) => accounts.profile.changePassword(currentUserId(request), request.body, requestContext(request)),
  );

  app.post(
    '/profile/token/generate',
    {
      schema: {
        tags,
        security,
        summary: 'Generate a new API key (shown once; replaces the previous key)',
        response: { 200: apiKeyResponseSchema, 401: errors[401] },
      },
    },
    async (request) => accounts.apiKeys.generate(currentUserId(request)),
  );

  app.get(
    '/profile/token',
    {
      schema: {
        tags,
        security,
        summary: 'The API key as listed: prefix, created and last-used times, allowed domains, webhook signing secret',
        response: { 200: single(apiKeyInfoSchema), 401: errors[401] },
      },
    },
    async (request) => ({ data: await accounts.apiKeys.info(currentUserId(request)) }),
  );

  app.get(
    '/profile/token/usage',
    {
      schema: {
        tags,
        security,
        summary: 'Public API calls and credits per UTC day, the last 30 days (oldest first)',
        response: { 200: list(apiUsageDaySchema), 401: errors[401] },
      },
    },
    async (request) => {
      const data = await app.services.publicApi.service.usage(currentUserId(request));
      return { data, total: data.length };
    },
  );

  app.put(
    '/profile/token/domains',
    {
      schema: {
        tags,
        security,
        summary: 'Set the domains allowed to use the API key from a browser (`*.shop.com` wildcards allowed)',
        body: domainsUpdateSchema,
        response: { 200: profileResponseSchema, 400: invalidDomainsErrorSchema, 401: errors[401] },
      },
    },
    async (request) => ({ data: await accounts.apiKeys.setDomains(currentUserId(request), request.body.domains) }),
  );
}
