import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../http/app-error';
import type { AppInstance } from '../http/types';
import type { ImageRecord } from '../services/images.service';

/**
 * Who may read a file: everyone for system images, anyone holding a live share token for it,
 * and otherwise its owner. A signed-in caller gets 404 for someone else's file; an anonymous
 * one gets 401 (whether or not the file exists).
 */
export async function authorizeFileRead(app: AppInstance, request: FastifyRequest, imageId: string, shareToken?: string): Promise<ImageRecord> {
  if (request.headers.authorization) await app.authenticate(request);
  const viewer = request.auth?.userId ?? null;
  const record = await app.services.images.findById(imageId);
  if (record) {
    if (record.userId === null || record.userId === viewer) return record;
    if (shareToken && (await app.services.shares.grantsImage(shareToken, record.id))) return record;
  }
  if (viewer === null && !shareToken) throw unauthorized();
  throw notFound();
}
