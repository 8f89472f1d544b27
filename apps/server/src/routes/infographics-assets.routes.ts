import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { idParamSchema, list, single, stickerCreateSchema, stickerSchema, templateCreateSchema, templateSchema } from '@vitrina/contracts';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import { notFound } from '../http/app-error';
import type { AppInstance } from '../http/types';
import { STICKERS_DIR, TEMPLATES_DIR } from '../services/infographics/system-assets';
import { IMAGE_BODY_LIMIT } from './infographics.routes';

const security = [{ bearer: [] }];
const tags = ['Infographics'];
const fileParamSchema = z.object({ file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png)$/) });

/** Stickers and templates (spec §7), and the built-in files they point at. */
export default async function infographicsAssetsRoutes(app: AppInstance): Promise<void> {
  const assets = () => app.services.infographics.assets;

  app.get(
    '/infographics/stickers',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'System stickers (26 categories) and mine', security, response: { 200: list(stickerSchema) } },
    },
    async (request) => assets().listStickers(currentUserId(request)),
  );

  app.post(
    '/infographics/stickers',
    {
      preHandler: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a sticker: my PNG/WEBP image by id, or a PNG/WEBP/SVG data URL',
        description: 'SVG is reduced to drawing elements (no script, foreignObject, external references or event attributes) and rendered to PNG.',
        security,
        body: stickerCreateSchema,
        response: { 201: single(stickerSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await assets().addSticker(currentUserId(request), request.body.image) }),
  );

  app.delete(
    '/infographics/stickers/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete one of my stickers (system stickers: 404)', security, params: idParamSchema, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await assets().deleteSticker(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/infographics/default-templates',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The built-in card templates, with their editor documents', security, response: { 200: list(templateSchema) } },
    },
    async () => assets().defaultTemplates(),
  );

  app.get(
    '/infographics/templates',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'My templates, newest first, with their editor documents', security, response: { 200: list(templateSchema) } },
    },
    async (request) => assets().listTemplates(currentUserId(request)),
  );

  app.get(
    '/infographics/templates/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One of my templates or a default one', security, params: idParamSchema, response: { 200: single(templateSchema) } },
    },
    async (request) => ({ data: await assets().getTemplate(currentUserId(request), request.params.id) }),
  );

  app.post(
    '/infographics/templates',
    {
      preHandler: app.authenticate,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a template: its preview image (id or data URL) and editor document',
        security,
        body: templateCreateSchema,
        response: { 201: single(templateSchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await assets().addTemplate(currentUserId(request), request.body) }),
  );

  app.delete(
    '/infographics/templates/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete one of my templates (default templates: 404)', security, params: idParamSchema, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await assets().deleteTemplate(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Built-in files are the same for everyone and hold nothing private: public, so that an
  // <img src> or Konva can load them without a token. Only manifest-listed names are served.
  for (const [folder, dir, kind] of [
    ['stickers', STICKERS_DIR, 'stickerFiles'],
    ['templates', TEMPLATES_DIR, 'templateFiles'],
  ] as const) {
    app.get(
      `/infographics/assets/${folder}/:file`,
      { schema: { tags, summary: `A built-in ${folder === 'stickers' ? 'sticker (SVG)' : 'template preview (PNG)'}`, params: fileParamSchema } },
      async (request, reply) => {
        const { file } = request.params;
        if (!(await assets().systemAssets())[kind].has(file)) throw notFound();
        return reply
          .type(file.endsWith('.svg') ? 'image/svg+xml' : 'image/png')
          .header('Cache-Control', 'public, max-age=86400')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('X-Content-Type-Options', 'nosniff')
          .send(createReadStream(join(dir, file)));
      },
    );
  }
}
