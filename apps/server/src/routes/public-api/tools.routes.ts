import { apiErrorResponseSchema, jobSchema, PUBLIC_API_FIELDS, single } from '@vitrina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../http/types';
import { uploadRule } from '../../services/images/upload-rules';
import type { ApiAnswer } from '../../services/public-api/api-answer';
import { requestFingerprint } from '../../services/public-api/idempotency';
import { shapeOf } from '../../services/public-api/tool-fields';
import type { RegisteredTool } from '../../tools';
import { examplesMarkdown } from './examples';
import { readToolUpload } from './read-tool-upload';
import { apiErrors, apiSecurity, apiTags, imageContent } from './openapi-parts';

const binary = z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' });

/** The body as OpenAPI shows it: the files (tools that take an image), the webhook and the tool's own parameters. */
function requestBody(tool: RegisteredTool) {
  const shape = shapeOf(tool.paramsSchema) ?? {};
  const { maskImageId, ...params } = shape;
  return z.object({
    ...(tool.takesImage
      ? { [PUBLIC_API_FIELDS.image]: binary.describe('The photo: JPG, PNG or WEBP, up to 5 MB (15 MB for shadow), each side under 2048 px') }
      : {}),
    ...(maskImageId ? { [PUBLIC_API_FIELDS.mask]: binary.optional().describe('Mask: white = the area to work on; any size (resized to the image)') } : {}),
    [PUBLIC_API_FIELDS.webhook]: z.url().optional().describe('Called (POST, Standard Webhooks signature) when the job finishes'),
    ...params,
  });
}

const requestHeaders = z.object({
  prefer: z.string().optional().describe('`respond-async`: answer 202 with the job at once instead of waiting for the image'),
  'idempotency-key': z.string().max(255).optional().describe('Your unique id of this request: a retry within 24 h answers the first result, charged once'),
  lang: z.enum(['ar', 'en', 'es', 'ko']).optional().describe('Language of error messages'),
});

function isRespondAsync(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) => value.split(',').some((token) => token.trim().toLowerCase() === 'respond-async'));
}

/** Sends an answer (fresh or replayed); image answers read the job's output now. */
async function sendAnswer(app: AppInstance, request: FastifyRequest, reply: FastifyReply, answer: ApiAnswer, replayed: boolean) {
  void reply.status(answer.statusCode).headers(answer.headers);
  if (replayed) void reply.header('Idempotent-Replayed', 'true');
  if (answer.image) {
    const result = await app.services.publicApi.service.result(request.apiUser?.id ?? '', answer.image.jobId, answer.image.index);
    return reply.header('content-length', result.bytes.byteLength).send(result.bytes);
  }
  return reply.send(answer.body);
}

/** `POST /api/v1/<tool>` for every tool the server runs. */
export default async function publicToolsRoutes(app: AppInstance, options: { publicUrl: string }): Promise<void> {
  const baseUrl = options.publicUrl.replace(/\/$/, '');
  const { service, idempotency } = app.services.publicApi;
  for (const tool of service.tools()) {
    const shape = { takesImage: tool.takesImage, imageRule: uploadRule(tool.name === 'shadow' ? 'shadow' : 'product'), maskRule: uploadRule('mask') };
    const input = tool.takesImage
      ? `Runs **${tool.name}** on \`image_file\` (multipart/form-data). Parameters are form fields validated by the same contract as the web app; objects and arrays are sent as JSON text.`
      : `Runs **${tool.name}** from its parameters alone (no image): send them as multipart/form-data fields (objects and arrays as JSON text) or as a JSON object, validated by the same contract as the web app.`;
    app.post(
      `/${tool.name}`,
      {
        // The body (multipart, or JSON for prompt-only tools) is read by the handler; the schema is for the OpenAPI document.
        validatorCompiler: () => (value: unknown) => ({ value }),
        schema: {
          tags: apiTags,
          summary: tool.summary,
          operationId: `run_${tool.name.replaceAll('-', '_')}`,
          description:
            `${input} By default the answer is the result image itself (200); with ` +
            '`Prefer: respond-async` it is the job (202): follow it with GET /api/v1/jobs/{id} and GET /api/v1/jobs/{id}/result. ' +
            'Paid answers carry `x-credits-consumed` and `x-remaining-credits`. Send an `Idempotency-Key` to retry safely.' +
            examplesMarkdown(tool.name, baseUrl),
          security: apiSecurity,
          consumes: tool.takesImage ? ['multipart/form-data'] : ['multipart/form-data', 'application/json'],
          headers: requestHeaders,
          body: requestBody(tool),
          response: {
            200: { description: 'The result image (the first output; `x-output-count` tells how many there are)', content: imageContent },
            202: single(jobSchema).describe('The job, accepted (Prefer: respond-async, or still running after the synchronous wait)'),
            ...apiErrors,
            409: apiErrorResponseSchema.describe('idempotency_in_progress: the same Idempotency-Key is still being processed'),
            413: apiErrorResponseSchema.describe('file_too_large / file_too_large_shadow: `data.field` and `data.maxBytes` name the limit'),
            415: apiErrorResponseSchema.describe('file_type: only JPG, PNG and WEBP'),
            422: apiErrorResponseSchema.describe(`idempotency_key_reused, image_too_big, image_corrupt, output_too_large (outputs are at most ${tool.maxOutputSide} × ${tool.maxOutputSide} px), or the job failed on this input`),
            500: apiErrorResponseSchema.describe('generation_error: the engine failed; no credits were taken'),
            503: apiErrorResponseSchema.describe('engine_unavailable: the tool needs an engine (a diffusion engine) this server has not configured'),
          },
        },
      },
      async (request, reply) => {
        const user = request.apiUser;
        if (!user) throw new Error('publicToolsRoutes: guard did not run');
        const upload = await readToolUpload(request, shape);
        const respondAsync = isRespondAsync(request);
        const call = { ...upload, respondAsync, language: request.language };
        const run = () => service.runTool(user.id, tool, call);
        const keyHeader: string | string[] | undefined = (request.raw.headers as Record<string, string | string[] | undefined>)['idempotency-key'];
        const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
        if (key === undefined) return sendAnswer(app, request, reply, await run(), false);
        const fingerprint = requestFingerprint(tool.name, upload.fields, [upload.image, upload.mask], respondAsync, upload.encoding);
        const { answer, replayed } = await idempotency.run(user.id, key, fingerprint, run);
        return sendAnswer(app, request, reply, answer, replayed);
      },
    );
  }
}
