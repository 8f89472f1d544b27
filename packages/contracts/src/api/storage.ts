import { z } from 'zod';
import { errorResponseSchema } from './common';

/** GET /api/storage: what the user's stored files take and what the plan allows (issue 18). */
export const storageUsageSchema = z
  .object({
    usedBytes: z.number().int().nonnegative().describe('Bytes of every file stored for the user: uploads, outputs, stickers, cards'),
    quotaBytes: z.number().int().positive().describe('The plan\'s storage quota; uploads and new jobs answer 403 storage_quota_exceeded once it is reached'),
  })
  .meta({ id: 'StorageUsage' });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** 422 output_too_large: the longest output the tool allows (issue 18). */
export const outputTooLargeErrorSchema = errorResponseSchema
  .extend({ data: z.object({ maxWidth: z.number().int().positive(), maxHeight: z.number().int().positive() }).optional().describe('The bound, for output_too_large') })
  .meta({ id: 'OutputTooLargeError' });

/** 403 answers that may be storage_quota_exceeded, with the usage that refused the request. */
export const quotaErrorSchema = errorResponseSchema
  .extend({ data: storageUsageSchema.optional().describe('Usage and quota, for storage_quota_exceeded') })
  .meta({ id: 'QuotaError' });
