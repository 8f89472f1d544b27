import multipart from '@fastify/multipart';
import { fileQuerySchema, idParamSchema, imageSchema, single, uploadQuerySchema } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import { bodyReadByHandler } from '../http/documented-body';
import type { AppInstance } from '../http/types';
import { uploadRule } from '../services/images/upload-rules';
import { CONTENT_TYPES, toImageDto } from '../services/images.service';
import { readSingleUpload } from './read-single-upload';
import { authorizeFileRead } from './file-access';

/** The multipart body as the OpenAPI document shows it; readSingleUpload reads and checks it. */
const uploadBodySchema = z.object({
  file: z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' }).describe('The image: JPG, PNG or WEBP'),
});

export default async function imagesRoutes(app: AppInstance): Promise<void> {
  // Registered here (encapsulated): only these routes accept multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    '/images',
    {
      preHandler: app.authenticate,
      validatorCompiler: bodyReadByHandler,
      schema: {
        tags: ['Images'],
        summary: 'Upload one image (multipart field `file`): JPG, PNG or WEBP, up to 5 MB (15 MB for shadow), under 2048 px',
        description:
          'Refusals, in this order: one_file_only (400), file_type (415), file_too_large / file_too_large_shadow (413), ' +
          'image_too_big (422), image_corrupt (422), storage_quota_exceeded (403: the account\'s storage is full, see GET /api/storage). Stored images are normalised: EXIF orientation applied, ' +
          'colours converted to sRGB with the sRGB ICC profile embedded, EXIF/XMP/IPTC (GPS, camera, personal data) removed.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        querystring: uploadQuerySchema,
        body: uploadBodySchema,
        response: { 201: single(imageSchema) },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { purpose } = request.query;
      const upload = await readSingleUpload(request, uploadRule(purpose));
      const record = await app.services.images.ingestUpload(userId, upload, purpose);
      return reply.status(201).send({ data: toImageDto(record) });
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['Images'],
        summary: 'The image file: the owner (bearer token), anyone for system images, or anyone with a share token',
        description:
          '`format` converts, `w` asks for a thumbnail (snapped up to 32, 64, 128, 256, 384, 512, 768, 1024, 1280, 1536 or 2048 px, never enlarged). ' +
          'Variants are cached; responses carry an ETag and answer 304 to If-None-Match. With S3 storage and S3_PRESIGNED_URL_TTL set, ' +
          'a request for the original answers 302 to a presigned storage URL that expires after that many seconds.',
        security: [{ bearer: [] }, {}],
        params: idParamSchema,
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const record = await authorizeFileRead(app, request, request.params.id, request.query.share);
      const variant = { format: request.query.format, width: request.query.w };
      const direct = await app.services.images.directDownloadUrl(record, variant);
      // The URL expires soon, so neither the browser nor a proxy may keep the redirect.
      if (direct) return reply.header('Cache-Control', 'no-store').redirect(direct, 302);
      const served = await app.services.images.serveFile(record, variant);
      reply
        .header('ETag', served.etag)
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Disposition', `inline; filename="${record.id}.${served.format}"`);
      if (request.headers['if-none-match'] === served.etag) {
        if (!Buffer.isBuffer(served.body)) served.body.destroy();
        return reply.status(304).send();
      }
      return reply.type(CONTENT_TYPES[served.format]).header('Content-Length', served.bytes).send(served.body);
    },
  );
}
