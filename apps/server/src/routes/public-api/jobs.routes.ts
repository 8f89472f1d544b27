import { apiAccountSchema, apiErrorResponseSchema, idParamSchema, jobSchema, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../../http/authenticate';
import type { AppInstance } from '../../http/types';
import { toJobDto } from '../../services/jobs/job-dto';
import { apiErrors, apiSecurity, apiTags, imageContent, sendImage } from './openapi-parts';

const resultQuerySchema = z.object({ index: z.coerce.number().int().min(0).max(99).default(0).describe('Which output (generate may make several)') });

/** The key owner's jobs and account, on /api/v1. */
export default async function publicJobsRoutes(app: AppInstance): Promise<void> {
  const { service } = app.services.publicApi;

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: apiTags,
        operationId: 'get_job',
        summary: 'A job: status, progress, outputs or error',
        security: apiSecurity,
        params: idParamSchema,
        response: { 200: single(jobSchema), 401: apiErrors[401], 403: apiErrors[403], 404: apiErrors[404], 429: apiErrors[429] },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const job = await app.services.jobs.get(userId, request.params.id);
      return { data: toJobDto(job, request.language, await app.services.jobs.queuePosition(userId, job)) };
    },
  );

  app.get(
    '/jobs/:id/result',
    {
      schema: {
        tags: apiTags,
        operationId: 'get_job_result',
        summary: 'The result image of a succeeded job',
        description: '409 job_not_finished while it is queued or running; a failed job answers its error.',
        security: apiSecurity,
        params: idParamSchema,
        querystring: resultQuerySchema,
        response: {
          200: { description: 'The output image', content: imageContent },
          401: apiErrors[401],
          403: apiErrors[403],
          404: apiErrors[404],
          409: apiErrorResponseSchema.describe('job_not_finished'),
          422: apiErrorResponseSchema.describe('The job failed on this input (its error code)'),
          429: apiErrors[429],
          500: apiErrorResponseSchema.describe('generation_error'),
        },
      },
    },
    async (request, reply) => {
      const result = await service.result(currentUserId(request), request.params.id, request.query.index);
      return sendImage(reply, result.bytes, result.contentType, { 'x-job-id': result.job.id, 'x-output-count': String(result.job.outputs.length) });
    },
  );

  app.get(
    '/account',
    {
      schema: {
        tags: apiTags,
        operationId: 'get_account',
        summary: 'The key owner\'s plan, credit balance and API limits',
        security: apiSecurity,
        response: { 200: single(apiAccountSchema), 401: apiErrors[401], 403: apiErrors[403], 429: apiErrors[429] },
      },
    },
    async (request) => ({ data: await service.account(currentUserId(request)) }),
  );
}
