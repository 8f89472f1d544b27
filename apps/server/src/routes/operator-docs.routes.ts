import { BUILTIN_OPERATOR_DOCS_PATH } from '@vitrina/contracts';
import { z } from 'zod';
import { readEnginesOperatorGuide } from '../adapters/diffusion/operator-guide';
import type { AppInstance } from '../http/types';

/** Registered under the /api prefix. */
const ENGINES_PATH = BUILTIN_OPERATOR_DOCS_PATH.slice('/api'.length);

/**
 * Operator documentation served by the server itself, so the link the web app shows when a tool
 * needs an engine works on every installation without OPERATOR_DOCS_URL. Public, no secrets:
 * plain text (Markdown source), readable in any browser. Read once at start, so a missing file
 * fails the start rather than a request.
 */
export default async function operatorDocsRoutes(app: AppInstance): Promise<void> {
  const guide = await readEnginesOperatorGuide();
  app.get(
    ENGINES_PATH,
    {
      schema: {
        tags: ['System'],
        summary: 'Operator guide to the diffusion engines (ComfyUI, fal.ai): settings, models, licences',
        description: 'text/plain (Markdown source). The default target of OPERATOR_DOCS_URL, linked from the web app where a tool needs a diffusion engine.',
        response: { 200: { description: 'The guide', content: { 'text/plain': { schema: z.string() } } } },
      },
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(guide),
  );
}
