import type { FastifyInstance } from 'fastify';

/**
 * Without TRUST_PROXY, `request.ip` is the connecting address. Behind a reverse proxy that is the
 * proxy's, so every user shares one address and the per-IP throttles and rate limits lump them
 * together. The first request that arrives with X-Forwarded-For says so once in the log.
 */
export function warnOnUntrustedProxy(app: FastifyInstance, trustProxy: boolean): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      { proxyAddress: request.ip },
      'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every user shares the proxy address for throttling and rate limits; set TRUST_PROXY=true when a trusted proxy sits in front',
    );
  });
}
