import { list, shadowPresetInputSchema, shadowPresetSchema, single } from '@vitrina/contracts';
import { z } from 'zod';
import type { Database } from '../db/client';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { ShadowPresetsRepository } from '../repositories/shadow-presets.repository';
import { ShadowPresetsService } from '../services/shadow-presets.service';
import { errors } from './error-responses';

const security = [{ bearer: [] }];
const tags = ['Shadow presets'];
// System presets have slug ids, the user's have uuids; anything else is simply not found.
const presetIdParams = z.object({ id: z.string().min(1).max(64) });

/** `/api/shadow-presets`: system presets (read-only) and my own (create, edit, delete). */
export default async function shadowPresetsRoutes(app: AppInstance, options: { db: Database }): Promise<void> {
  const presets = new ShadowPresetsService(new ShadowPresetsRepository(options.db));

  app.get(
    '/shadow-presets',
    { preHandler: app.authenticate, schema: { tags, summary: 'The system presets, then mine (oldest first)', security, response: { 200: list(shadowPresetSchema) } } },
    async (request) => {
      const data = await presets.list(currentUserId(request));
      return { data, total: data.length };
    },
  );

  app.get(
    '/shadow-presets/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One system preset (by slug) or one of mine', security, params: presetIdParams, response: { 200: single(shadowPresetSchema), 404: errors[404] } },
    },
    async (request) => ({ data: await presets.get(currentUserId(request), request.params.id) }),
  );

  app.post(
    '/shadow-presets',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a preset; the name is unique among mine (ignoring case), 1–255 characters',
        security,
        body: shadowPresetInputSchema,
        response: { 201: single(shadowPresetSchema), 400: errors[400], 409: errors[409] },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await presets.create(currentUserId(request), request.body) }),
  );

  app.put(
    '/shadow-presets/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Replace one of my presets (system presets: 404)',
        security,
        params: presetIdParams,
        body: shadowPresetInputSchema,
        response: { 200: single(shadowPresetSchema), 400: errors[400], 404: errors[404], 409: errors[409] },
      },
    },
    async (request) => ({ data: await presets.update(currentUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/shadow-presets/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Delete one of my presets (system presets: 404)', security, params: presetIdParams, response: { 204: z.null().describe('Deleted'), 404: errors[404] } },
    },
    async (request, reply) => {
      await presets.delete(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
