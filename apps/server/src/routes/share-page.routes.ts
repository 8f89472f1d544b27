import { z } from 'zod';
import { renderShareNotFound, renderSharePage } from '../http/share-page';
import type { AppInstance } from '../http/types';

/** Public share pages: GET /s/<token> (outside /api, no sign-in). */
export default async function sharePageRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/s/:token',
    { schema: { hide: true, params: z.object({ token: z.string().max(128) }) } },
    async (request, reply) => {
      const { token } = request.params;
      const resolved = /^[A-Za-z0-9_-]{16,128}$/.test(token) ? await app.services.shares.resolve(token) : null;
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!resolved) return reply.status(404).send(renderShareNotFound(request.language));
      const imagePath = `/api/files/${resolved.image.id}?share=${encodeURIComponent(token)}`;
      return reply.send(
        renderSharePage({
          language: request.language,
          pageUrl: app.services.shares.pageUrl(token),
          imageUrl: `${app.services.shares.publicOrigin()}${imagePath}`,
          imagePath,
          image: resolved.image,
          title: resolved.title,
        }),
      );
    },
  );
}
