import {
  billingPortalSchema,
  campaignSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  enterpriseRequestInputSchema,
  enterpriseRequestSchema,
  list,
  newUserPromotionSchema,
  planSchema,
  promoCheckRequestSchema,
  promoCheckSchema,
  single,
  subscriptionSchema,
} from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUserId } from '../http/authenticate';
import { notFound } from '../http/app-error';
import type { AppInstance } from '../http/types';
import { errors } from './error-responses';

const tags = ['Billing'];
const bearer = [{ bearer: [] }];

/** Plans, the caller's subscription, checkout, promo codes and offers (issue 16). */
export default async function billingRoutes(app: AppInstance): Promise<void> {
  const billing = app.services.billing;
  const now = billing.now;

  app.get(
    '/plans',
    { schema: { tags, summary: 'Plans with their 1, 3, 6 and 12-month terms, prices (minor units), credits and features', response: { 200: list(planSchema) } } },
    async (request) => {
      const data = billing.plans.list(request.language);
      return { data, total: data.length };
    },
  );

  app.get(
    '/subscription',
    { preHandler: app.authenticate, schema: { tags, summary: 'My plan, status, credits and trial', security: bearer, response: { 200: single(subscriptionSchema) } } },
    async (request) => ({ data: await billing.plans.subscription(currentUserId(request), request.language) }),
  );

  app.post(
    '/subscription/cancel',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Turn auto-renewal off; the paid period stays usable', security: bearer, response: { 200: single(subscriptionSchema), 404: errors[404] } },
    },
    async (request) => ({ data: await billing.subscriptions.cancel(currentUserId(request), request.language) }),
  );

  app.post(
    '/subscription/portal',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Stripe's customer portal for card changes and invoices (404 in test mode)", security: bearer, response: { 200: single(billingPortalSchema), 404: errors[404] } },
    },
    async (request) => ({ data: await billing.subscriptions.portal(currentUserId(request), request.language) }),
  );

  app.post(
    '/checkout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Start paying for a plan and term; the amount is computed by the server',
        security: bearer,
        body: checkoutRequestSchema,
        response: { 200: single(checkoutSessionSchema), 400: errors[400] },
      },
    },
    async (request) => ({ data: await billing.checkout.checkout(currentUserId(request), request.body, request.language) }),
  );

  app.post(
    '/promo-codes/check',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'What a promo code gives for a plan and term, or 400 naming why it does not apply',
        security: bearer,
        body: promoCheckRequestSchema,
        response: { 200: single(promoCheckSchema), 400: errors[400] },
      },
    },
    async (request) => ({ data: await billing.checkout.checkPromo(currentUserId(request), request.body) }),
  );

  app.get(
    '/promotions/new-user',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'My personal new-user code while it is valid (24 hours after registration, once); null otherwise', security: bearer, response: { 200: single(newUserPromotionSchema.nullable()) } },
    },
    async (request) => {
      const user = await app.repositories.users.findById(currentUserId(request));
      if (!user) throw notFound();
      return { data: await billing.offers.newUserPromotion(user, now()) };
    },
  );

  app.get(
    '/campaigns',
    { schema: { tags, summary: 'Campaign banners and notices running now, texts in the request language', response: { 200: list(campaignSchema) } } },
    async (request) => {
      const data = billing.offers.campaigns(now(), request.language);
      return { data, total: data.length };
    },
  );

  app.post(
    '/enterprise-requests',
    {
      preHandler: optionalAuthentication(app),
      schema: {
        tags,
        summary: 'Ask for enterprise conditions: stored and mailed to the sales team',
        body: enterpriseRequestInputSchema,
        response: { 201: single(enterpriseRequestSchema), 400: errors[400] },
      },
    },
    async (request, reply) => {
      const row = await billing.enterprise.submit(request.body, request.auth?.userId ?? null, request.log);
      return reply.status(201).send({ data: { id: row.id, createdAt: row.createdAt.toISOString() } });
    },
  );
}

/** Signed-in callers are recognised (a bad token still answers 401); anonymous ones pass. */
function optionalAuthentication(app: AppInstance) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
}
