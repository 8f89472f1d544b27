import { errorResponseSchema, jobSchema, list, outputTooLargeErrorSchema, paramsTakeMask, quotaErrorSchema, single, toolInfoSchema, toolRequestSchema } from '@vitrina/contracts';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { toJobDto } from '../services/jobs/job-dto';

const security = [{ bearer: [] }];

export const jobSubmitErrors = {
  400: errorResponseSchema.describe('Invalid parameters: `error.fields` names each one (e.g. `params.format`)'),
  402: errorResponseSchema.describe('no_credits: the balance does not cover the cost'),
  403: quotaErrorSchema.describe('plan_expired: the subscription has expired; feature_unavailable: not in the plan; storage_quota_exceeded: the storage is full (GET /api/storage)'),
  404: errorResponseSchema.describe('No such image (or not yours)'),
  409: errorResponseSchema.describe('operation_in_progress: this image already has a queued or running job'),
  422: outputTooLargeErrorSchema.describe('output_too_large: the requested output is longer than the tool\'s bound on a side (`data.maxWidth`, `data.maxHeight`)'),
  503: errorResponseSchema.describe('engine_unavailable: the tool needs an engine (a diffusion engine) this server has not configured'),
} as const;

/** One `POST /api/tools/<name>` per registered tool, so each documents its own parameters. */
export default async function toolsRoutes(app: AppInstance): Promise<void> {
  const tools = app.services.tools.list();

  app.get(
    '/tools',
    {
      schema: {
        tags: ['Tools'],
        summary: 'The tools this server runs and their cost in credits',
        response: { 200: list(toolInfoSchema) },
      },
    },
    async () => {
      const visible = tools.filter((tool) => !tool.testOnly);
      const availability = await Promise.all(visible.map((tool) => tool.availability()));
      const data = visible.map((tool, index) => ({ name: tool.name, cost: tool.baseCost, maxOutputSide: tool.maxOutputSide, available: availability[index]?.available ?? true, engine: availability[index]?.engine ?? null }));
      return { data, total: data.length };
    },
  );

  for (const tool of tools) {
    app.post(
      `/tools/${tool.name}`,
      {
        // A mask sent beside the params (`{ imageId, maskImageId, params }`) is validated as one of them.
        preValidation: async (request) => {
          const body = request.body as { maskImageId?: unknown; params?: unknown } | null;
          if (body && typeof body.maskImageId === 'string' && typeof body.params === 'object' && body.params !== null && !('maskImageId' in body.params)) {
            body.params = { ...body.params, maskImageId: body.maskImageId };
          }
        },
        preHandler: app.authenticate,
        schema: {
          tags: ['Tools'],
          summary: tool.summary,
          description:
            'Starts a job on the image and answers at once with it (202). Follow it with GET /api/jobs/{id}/events ' +
            '(server-sent events) or poll GET /api/jobs/{id}. Paid tools reserve their cost now; it is returned if the job fails or is cancelled. ' +
            `Outputs are at most ${tool.maxOutputSide} × ${tool.maxOutputSide} px; a larger requested size answers 422 output_too_large.`,
          hide: tool.testOnly,
          security,
          body: toolRequestSchema(tool.paramsSchema, { takesMask: paramsTakeMask(tool.paramsSchema), takesImage: tool.takesImage }),
          response: { 202: single(jobSchema), ...jobSubmitErrors },
        },
      },
      async (request, reply) => {
        const { imageId, params, maskImageId } = request.body as { imageId?: string; params: unknown; maskImageId?: string };
        const userId = currentUserId(request);
        const job = await app.services.jobs.submit(userId, tool.name, { imageId, params, maskImageId });
        return reply.status(202).send({ data: toJobDto(job, request.language, await app.services.jobs.queuePosition(userId, job)) });
      },
    );
  }
}
