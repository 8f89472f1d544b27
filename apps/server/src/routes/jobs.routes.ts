import { errorResponseSchema, idParamSchema, JOB_EVENT_NAME, jobListQuerySchema, jobSchema, list, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { toJobDto } from '../services/jobs/job-dto';

const security = [{ bearer: [] }];
const notFound = { 404: errorResponseSchema.describe('No such job (or not yours)') };
const HEARTBEAT_MS = 15_000;

export default async function jobsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/jobs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Jobs'],
        summary: 'My jobs, newest first, filtered by tool and status',
        security,
        querystring: jobListQuerySchema,
        response: { 200: list(jobSchema) },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const { rows, total } = await app.services.jobs.list(userId, request.query);
      const queue = await app.services.jobs.queuePositions(userId, rows);
      return { data: rows.map((row) => toJobDto(row, request.language, queue.get(row.id))), total };
    },
  );

  app.get(
    '/jobs/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Jobs'],
        summary: 'A job: status, progress, outputs or error',
        security,
        params: idParamSchema,
        response: { 200: single(jobSchema), ...notFound },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const job = await app.services.jobs.get(userId, request.params.id);
      return { data: toJobDto(job, request.language, await app.services.jobs.queuePosition(userId, job)) };
    },
  );

  app.post(
    '/jobs/:id/cancel',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Jobs'],
        summary: 'Cancel a queued or running job; its credits are returned. A finished job is answered as it is',
        security,
        params: idParamSchema,
        response: { 200: single(jobSchema), ...notFound },
      },
    },
    async (request) => ({ data: toJobDto(await app.services.jobs.cancel(currentUserId(request), request.params.id), request.language) }),
  );

  app.get(
    '/jobs/:id/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['Jobs'],
        summary: 'Server-sent events of a job: `event: job` with the job as data on every change, until it finishes',
        description:
          'text/event-stream. The current state comes first, then each change of progress or status; the stream ends after ' +
          'the message with a finished status (succeeded, failed, cancelled). Comment lines are heartbeats. ' +
          'Send the bearer token in the Authorization header (read the stream with fetch).',
        security,
        params: idParamSchema,
        response: {
          200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      await app.services.jobs.get(userId, id); // 404 before the stream starts
      // Written to the raw response so nothing (compression included) buffers the events.
      reply.hijack();
      const raw = reply.raw;
      const headers = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      raw.writeHead(200, {
        ...Object.fromEntries(headers),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const stop = new AbortController();
      raw.on('close', () => stop.abort());
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let sequence = 0;
      try {
        for await (const { job, queue } of app.services.jobs.watchWithQueue(userId, id, stop.signal)) {
          sequence += 1;
          raw.write(`event: ${JOB_EVENT_NAME}\nid: ${sequence}\ndata: ${JSON.stringify(toJobDto(job, request.language, queue))}\n\n`);
        }
      } catch (error) {
        request.log.error({ err: error, jobId: id }, 'job event stream failed');
      } finally {
        clearInterval(heartbeat);
        raw.end();
      }
    },
  );
}
