import { errorResponseSchema, rateLimitedErrorSchema } from '@vitrina/contracts';

/** OpenAPI error answers for auth routes. Only statuses whose body has no `data` use the plain schema. */
export const errors = {
  400: errorResponseSchema.describe('Invalid input: `error.fields` names each bad field'),
  401: errorResponseSchema.describe('Missing, invalid or expired credentials'),
  404: errorResponseSchema.describe('Not found'),
  409: errorResponseSchema.describe('Conflict'),
  429: rateLimitedErrorSchema.describe('Too many attempts: wait `data.retryAfter` seconds (also in Retry-After)'),
  503: errorResponseSchema.describe('The sign-in method is not configured on this server'),
} as const;
