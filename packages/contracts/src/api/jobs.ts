import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { imageFormatSchema } from './images';
import { JOB_STATUSES } from './job-status';

// The statuses live in a zod-free module: the web app's first chunk needs isJobFinished, not zod.
export { FINISHED_JOB_STATUSES, isJobFinished, JOB_STATUSES, type JobStatus } from './job-status';

export const jobStatusSchema = z.enum(JOB_STATUSES);

export const jobOutputSchema = z
  .object({
    imageId: z.uuid(),
    url: z.string().describe('GET it with the bearer token, like every image url'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    format: imageFormatSchema,
    bytes: z.number().int().positive(),
  })
  .meta({ id: 'JobOutput' });
export type JobOutput = z.infer<typeof jobOutputSchema>;

export const jobErrorSchema = z
  .object({
    code: z.string().describe('Catalogue code, e.g. "generation_error"'),
    message: z.string().describe('Localised by the `lang` header'),
  })
  .meta({ id: 'JobError' });

export const jobQueueSchema = z
  .object({
    ahead: z.number().int().nonnegative().describe('Jobs (of all users) that will start before this one; users take turns'),
    estimatedSeconds: z.number().int().nonnegative().describe('Rough wait until it starts, from recent run times of the tools ahead'),
  })
  .meta({ id: 'JobQueue' });
export type JobQueuePosition = z.infer<typeof jobQueueSchema>;

/** A job whose result is one file rather than gallery images (the account export's zip). */
export const jobDownloadSchema = z
  .object({
    url: z.string().describe('GET it with the bearer token of the job\'s owner; 404 for anyone else and after expiresAt'),
    filename: z.string(),
    contentType: z.string().describe('e.g. application/zip'),
    bytes: z.number().int().nonnegative(),
    expiresAt: z.string(),
  })
  .meta({ id: 'JobDownload' });
export type JobDownload = z.infer<typeof jobDownloadSchema>;

export const jobSchema = z
  .object({
    id: z.uuid(),
    tool: z.string(),
    status: jobStatusSchema,
    progress: z.number().min(0).max(1).describe('0 to 1'),
    params: z.record(z.string(), z.unknown()).describe('The tool parameters after defaults were applied'),
    inputImageId: z.uuid().nullable().describe('null for tools that start from a prompt only (text-to-image)'),
    outputs: z.array(jobOutputSchema).describe('The results; while a batch runs, the ones finished so far (empty again if it fails or is cancelled)'),
    error: jobErrorSchema.nullable(),
    engine: z.string().nullable().describe('The engine that produced the outputs'),
    download: jobDownloadSchema.nullable().describe('The file a job produced instead of images (account export); null otherwise'),
    cost: z.number().int().nonnegative().describe('Credits reserved for this job; kept on success, returned otherwise'),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    queue: jobQueueSchema.nullable().describe('While the job waits (status queued): its place in the queue; null otherwise'),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = paginationQuerySchema.extend({
  tool: z.string().min(1).max(64).optional(),
  status: jobStatusSchema.optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/**
 * `GET /api/jobs/:id/events` is a text/event-stream. Every message is `event: job` with the
 * job's current state as `data` (a JSON `Job`), sent at once and whenever progress or status
 * change; the stream ends after the message whose status is finished. Lines starting with `:`
 * are heartbeats. Read it with fetch (the bearer token goes in the Authorization header).
 */
export const JOB_EVENT_NAME = 'job';
