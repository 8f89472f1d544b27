import { list, paymentModeSchema, paymentSchema, sessionIdParamSchema, single, testModeSessionSchema } from '@vitrina/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../http/authenticate';
import type { AppInstance } from '../http/types';
import { errors } from './error-responses';

const tags = ['Payments'];
const bearer = [{ bearer: [] }];

/** Payment history, test-mode sessions and provider webhooks (issue 16). */
export default async function paymentsRoutes(app: AppInstance): Promise<void> {
  const billing = app.services.billing;

  app.get(
    '/payments/mode',
    { schema: { tags, summary: 'Which provider takes payments; test mode is marked on every billing screen', response: { 200: single(paymentModeSchema) } } },
    async () => ({ data: { provider: billing.provider.name, testMode: billing.provider.name === 'test' } }),
  );

  app.get(
    '/payments',
    { preHandler: app.authenticate, schema: { tags, summary: 'My payments, newest first (amounts in minor units)', security: bearer, response: { 200: list(paymentSchema) } } },
    async (request) => {
      const data = await billing.checkout.history(currentUserId(request), request.language);
      return { data, total: data.length };
    },
  );

  app.get(
    '/payments/test-mode/sessions/:sessionId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'A test-mode checkout session (404 when Stripe is configured)', security: bearer, params: sessionIdParamSchema, response: { 200: single(testModeSessionSchema), 404: errors[404] } },
    },
    async (request) => ({ data: await billing.checkout.testSession(currentUserId(request), request.params.sessionId, request.language) }),
  );

  app.post(
    '/payments/test-mode/sessions/:sessionId/pay',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Pay a test-mode session: completes it through the signed webhook path (404 when Stripe is configured)',
        security: bearer,
        params: sessionIdParamSchema,
        response: { 200: single(z.object({ status: z.literal('paid') })), 404: errors[404], 409: errors[409] },
      },
    },
    async (request) => {
      const payment = await billing.checkout.ownTestPayment(currentUserId(request), request.params.sessionId);
      await billing.events.payTestSession(payment);
      return { data: { status: 'paid' as const } };
    },
  );

  // Webhooks need the exact bytes that were signed: this scope reads every body as a Buffer.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    hooks.post(
      '/payments/webhooks/:provider',
      {
        schema: {
          tags,
          summary: 'Signed provider events (Stripe: checkout, invoices, subscriptions). Duplicates are acknowledged once handled',
          params: z.object({ provider: z.string().max(32) }),
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }), 400: errors[400], 404: errors[404] },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await billing.events.receive(request.params.provider, body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const, outcome };
      },
    );
  });
}
