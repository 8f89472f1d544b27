import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import { list, tutorialQuerySchema, tutorialSchema } from '@vitrina/contracts';
import type { AppInstance } from '../http/types';
import { loadTutorialManifest, TUTORIAL_FILE, tutorialFiles, tutorialIn, TUTORIALS_DIR } from '../services/tutorials/manifest';

/**
 * Education (issue 21): the tutorial videos `npm run tutorials` records from the running app, and
 * their files. Both public; the files are served with ranges (video seeking), ETag and a day's cache.
 */
export default async function tutorialsRoutes(app: AppInstance, options: { dir?: string } = {}): Promise<void> {
  const dir = options.dir ?? TUTORIALS_DIR;
  const manifest = await loadTutorialManifest(dir);
  const files = tutorialFiles(manifest);

  app.get(
    '/tutorials',
    {
      schema: {
        tags: ['Education'],
        summary: 'Tutorial videos of the tools, with the steps as text in the language asked for and captions in every language',
        description: 'Files under `/api/tutorials/assets/`: WebM (VP9) video with range requests, WebP poster, WebVTT captions.',
        querystring: tutorialQuerySchema,
        response: { 200: list(tutorialSchema) },
      },
    },
    async (request, reply) => {
      const data = manifest.map((entry) => tutorialIn(entry, request.query.lang));
      return reply.header('Cache-Control', 'public, max-age=300').send({ data, total: data.length });
    },
  );

  // Only the names the manifest lists; content types follow the extension (video/webm, image/webp, text/vtt).
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/tutorials/assets/',
    decorateReply: false,
    index: false,
    list: false,
    acceptRanges: true,
    cacheControl: false,
    allowedPath: (path) => {
      const name = basename(path);
      return TUTORIAL_FILE.test(name) && files.has(name);
    },
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
