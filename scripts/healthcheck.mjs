#!/usr/bin/env node
// Container liveness check (the image's HEALTHCHECK): GET /api/health/live on PORT (roles all and
// api), or on METRICS_PORT when PORT does not answer (a --role=worker process serves no other HTTP).
// Exits 0 when one of them answers 200.
const ports = [process.env.PORT ?? '8080', process.env.METRICS_PORT].filter(Boolean);

async function live(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

for (const port of ports) {
  if (await live(port)) process.exit(0);
}
process.exit(1);
