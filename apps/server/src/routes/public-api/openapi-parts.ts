import type { FastifyReply } from 'fastify';
import { apiErrorResponseSchema } from '@vitrina/contracts';
import { z } from 'zod';

export const apiTags = ['Public API v1'];
export const apiSecurity = [{ apiKey: [] }];

const imageBytes = z.string().meta({ format: 'binary' });
export const imageContent = {
  'image/png': { schema: imageBytes },
  'image/jpeg': { schema: imageBytes },
  'image/webp': { schema: imageBytes },
};

/** Refusals every /api/v1 route may answer. */
export const apiErrors = {
  400: apiErrorResponseSchema.describe('validation_failed (or the field\'s own code): `error.fields` names each bad field'),
  401: apiErrorResponseSchema.describe('api_key_invalid: no x-api-key, a wrong one, or one replaced by a newer key'),
  402: apiErrorResponseSchema.describe('no_credits: the balance does not cover the cost'),
  403: apiErrorResponseSchema.describe('origin_not_allowed (a browser Origin not on the key\'s domain list), plan_expired, or storage_quota_exceeded (the account\'s storage is full)'),
  404: apiErrorResponseSchema.describe('not_found'),
  429: apiErrorResponseSchema.describe('too_many_requests: over the key\'s rate limit; see Retry-After and RateLimit'),
} as const;

/** Writes image bytes (routes whose 200 is declared as image content take untyped replies here). */
export function sendImage(reply: FastifyReply, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) {
  return reply.type(contentType).headers(headers).header('content-length', bytes.byteLength).send(bytes);
}
