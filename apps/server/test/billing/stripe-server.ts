import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP server that answers the Stripe API calls Vitrina makes (form-encoded requests,
 * JSON objects shaped like Stripe's), recording each call. Nothing else is implemented.
 */
export async function startStripeServer(): Promise<{ url: string; calls: StripeCall[]; close(): Promise<void> }> {
  const calls: StripeCall[] = [];
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      const form = new URLSearchParams(body);
      const key = request.headers['idempotency-key'];
      calls.push({ method: request.method ?? 'GET', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
      const id = (prefix: string) => `${prefix}_${++counter}`;
      const send = (status: number, payload: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        response.end(JSON.stringify(payload));
      };
      if (!(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      if (request.method === 'POST' && path === '/v1/coupons') {
        return send(200, { id: id('coupon'), object: 'coupon', amount_off: Number(form.get('amount_off')), currency: form.get('currency'), duration: form.get('duration'), valid: true });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const sessionId = id('cs_test');
        return send(200, {
          id: sessionId,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          client_reference_id: form.get('client_reference_id'),
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
          status: 'open',
        });
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (request.method === 'POST' && subscription) {
        return send(200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: form.get('cancel_at_period_end') === 'true' });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, { id: id('bps'), object: 'billing_portal.session', customer: form.get('customer'), url: `https://billing.stripe.test/p/session/${counter}` });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
