/** One row of the limits table: a tier of the billing catalogue and its API limits. */
export interface ApiLimitTier {
  name: string;
  requestsPerMinute: number;
  concurrentJobs: number;
}

function limitsTable(tiers: readonly ApiLimitTier[]): string {
  const rows = tiers.map((tier) => `| ${tier.name} | ${tier.requestsPerMinute} | ${tier.concurrentJobs} |`).join('\n');
  return `| plan | requests a minute | jobs at once |\n|---|---|---|\n${rows}`;
}

/**
 * The opening of /api/docs: the public API first (quick start, authentication, errors, limits),
 * then the web app's own routes. Markdown, rendered by Swagger UI above the operations. The
 * limits table comes from the operator's billing catalogue.
 */
export function publicApiGuide(baseUrl: string, tiers: readonly ApiLimitTier[]): string {
  return `
# Vitrina public API (v1)

One API for every tool: send a product photo, get the finished image back. Each tool is
\`POST /api/v1/<tool>\`, multipart/form-data, with the photo in \`image_file\`.

## Quick start

1. Sign in, open **Profile → API**, press **Create key** and copy it (it is shown once).
2. Call a tool:

\`\`\`bash
export VITRINA_API_KEY=vtr_…
curl -sS --fail-with-body -X POST ${baseUrl}/api/v1/remove-background \\
  -H "x-api-key: $VITRINA_API_KEY" -F image_file=@photo.jpg -o cutout.png
\`\`\`

The answer is the image itself (\`image/png\` here). Every tool below shows the same call in curl,
JavaScript and Python; a typed TypeScript client is in \`packages/sdk\` (\`@vitrina/sdk\`).

## Authentication

Send the key in the \`x-api-key\` header. Keys are stored hashed and shown once; creating a new key
revokes the old one at once. A key acts for its owner only: the owner's plan, credits and
limits apply. A missing, wrong or revoked key answers **401 \`api_key_invalid\`**.

**Browsers and allowed domains.** A request from a web page carries an \`Origin\`; it must be on the
key's domain list (Profile → API): \`shop.com\` allows exactly that host, \`*.shop.com\` its
subdomains. Other origins get **403 \`origin_not_allowed\`**, and CORS preflights are answered
(204) only for listed origins. Calls from servers (no \`Origin\`) are always allowed. Anyone can read
a key placed in a web page: prefer calling from your server.

## Synchronous or asynchronous

By default a call waits for the result and answers **200** with the image bytes in the requested
\`format\` (\`x-job-id\` names the job; \`x-output-count\` says how many outputs it made). With
\`Prefer: respond-async\` it answers **202** with the job at once: poll \`GET /api/v1/jobs/{id}\`
and download \`GET /api/v1/jobs/{id}/result\` (\`?index=n\` for further outputs). A synchronous call
still running after 5 minutes also answers 202 with its job.

**Webhooks.** Add a \`webhook_url\` field and Vitrina POSTs \`{ "type": "job.succeeded" | "job.failed" |
"job.cancelled", "timestamp", "data": <job> }\` when the job ends, signed per Standard Webhooks
(\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`) with the \`whsec_…\` secret shown in the
profile; verify with any Standard Webhooks library. Failed deliveries are retried (10 s, 30 s,
90 s, … up to 6 attempts) with the same \`webhook-id\`.

## Parameters

Tool parameters are form fields with the names the schemas below list, validated by the same
contracts as the web app; each may also be spelled in snake_case (\`negative_prompt\` for
\`negativePrompt\`, \`aspect_ratio\` for \`aspectRatio\`), and errors name the field as it was sent. Numbers and booleans are sent as text (\`scale=2\`, \`detectTiled=true\`);
objects as JSON text (\`operation={"type":"resize","width":800,"height":800}\`). A mask goes in
\`mask_file\` (white = the area to work on).

## Credits

Paid answers carry \`x-credits-consumed\` and \`x-remaining-credits\`. Credits are reserved when the
job is accepted and returned if it fails. \`GET /api/v1/account\` tells the plan, balance and limits.

## Idempotency

Send \`Idempotency-Key: <your unique id>\` on a POST to retry safely: within 24 hours the same key
with the same request answers the first result again (\`idempotent-replayed: true\`) and charges
once; the same key with a different request is **422 \`idempotency_key_reused\`**; a repeat while
the first is still running is **409 \`idempotency_in_progress\`**.

## Errors

Every error answers \`{ "error": { "code", "message", "fields"? }, "data"? }\`. \`code\` is stable;
\`message\` is in the language of the \`lang\` header (ar, en, es, ko); \`fields\` names bad form fields;
\`data\` adds details such as the upload limit that was hit. Every answer carries \`x-request-id\`.

| status | code | meaning |
|---|---|---|
| 400 | validation_failed, image_file_required, one_file_only, webhook_url_invalid | a field is wrong or missing (see \`fields\`) |
| 401 | api_key_invalid | no key, a wrong one, or a revoked one |
| 402 | no_credits | the balance does not cover the cost |
| 403 | origin_not_allowed, plan_expired | the page's domain is not listed; the subscription has expired |
| 404 | not_found | no such job (or not yours) |
| 409 | job_not_finished, idempotency_in_progress | try again shortly |
| 413 | file_too_large, file_too_large_shadow | \`data.maxBytes\`: 5 MB (15 MB for shadow) |
| 415 | file_type | only JPG, PNG and WEBP |
| 422 | image_too_big, image_corrupt, idempotency_key_reused | \`data.limit\` says which rule |
| 429 | too_many_requests | over the rate limit: wait \`Retry-After\` seconds |
| 500 | generation_error | the engine failed; no credits were taken |

## Limits

Limits follow the key owner's plan (\`GET /api/v1/account\` shows yours):

${limitsTable(tiers)}

- **Rate:** requests a minute per key, in fixed one-minute windows. Every answer carries the IETF
  headers \`RateLimit-Policy: "default";q=<limit>;w=60\` and
  \`RateLimit: "default";r=<left>;t=<seconds to reset>\`; over the limit: **429** with \`Retry-After\`.
- **Concurrency (jobs at once):** jobs of your account that run at the same time, counting the
  web app's and every key's. Send more and the extra ones are accepted and wait in a fair queue
  (\`status: "queued"\`, with \`queue.ahead\` and \`queue.estimatedSeconds\`); each starts when
  one of yours ends, while other accounts' jobs keep running. A synchronous call waits its turn
  (after 5 minutes it answers **202** with the job to poll).
- **Uploads:** JPG, PNG or WEBP; up to 5 MB (15 MB for shadow); each side under 2048 px.
`;
}
