import { accountDeletionSchema, accountExportStatusSchema, codeSentResponseSchema, idParamSchema, jobSchema, single } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { toJobDto } from '../services/jobs/job-dto';
import { errors } from './error-responses';
import { requestContext } from './request-context';

const tags = ['Profile'];
const security = [{ bearer: [] }];

/** Issue 26: "Download my data" and "Delete my account". */
export default async function privacyRoutes(app: AppInstance): Promise<void> {
  const privacy = app.services.privacy;

  app.post(
    '/profile/export',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Prepare a zip of my data (account.json and every stored image) as a job',
        description:
          'Answers 202 with the job (free; follow it with GET /api/jobs/:id or its events). When it has succeeded, `download.url` ' +
          'serves the zip (application/zip) to its owner only, for 7 days; the owner is also mailed. While an export is queued or ' +
          'running, that job is answered again.',
        response: { 202: single(jobSchema), 401: errors[401] },
      },
    },
    async (request, reply) => reply.status(202).send({ data: toJobDto(await privacy.exports.request(currentUserId(request)), request.language) }),
  );

  app.get(
    '/profile/export',
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: 'My latest data export job (null when there is none)', response: { 200: accountExportStatusSchema, 401: errors[401] } },
    },
    async (request) => {
      const job = await privacy.exports.latest(currentUserId(request));
      return { data: { job: job ? toJobDto(job, request.language) : null } };
    },
  );

  app.get(
    '/profile/exports/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Download a prepared data export (zip); 404 for anyone but its owner and after 7 days',
        params: idParamSchema,
        response: { 200: z.any().describe('The zip (application/zip)'), 401: errors[401], 404: errors[404] },
      },
    },
    async (request, reply) => {
      const archive = await privacy.exports.open(currentUserId(request), request.params.id);
      return reply
        .type('application/zip')
        .header('Content-Length', String(archive.bytes))
        .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(archive.stream);
    },
  );

  app.post(
    '/profile/delete-code',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mail a code that confirms the account deletion (accounts without a password: Google, Telegram)',
        response: { 200: codeSentResponseSchema, 400: errors[400], 401: errors[401], 429: errors[429] },
      },
    },
    async (request) => privacy.deletion.sendCode(currentUserId(request), requestContext(request)),
  );

  app.delete(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete my account: sessions, API key and share links end at once; images, files and data are deleted',
        description:
          'Send `{ password }`, or `{ code }` from POST /api/profile/delete-code for accounts without a password. Payments are kept, ' +
          'anonymised, for accounting. The e-mail can register again at once.',
        body: accountDeletionSchema,
        response: { 204: z.null().describe('Deleted'), 400: errors[400], 401: errors[401], 429: errors[429] },
      },
    },
    async (request, reply) => {
      await privacy.deletion.delete(currentUserId(request), request.body, requestContext(request));
      return reply.status(204).send(null);
    },
  );
}
