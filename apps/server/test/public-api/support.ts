import sharp from 'sharp';
import type { UserRow } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { createTestUser } from '../support/app';
import { grantCredits } from '../jobs/support';

/** A multipart body as a browser or curl would send it (built by the platform's own FormData). */
export async function multipart(files: Record<string, Buffer>, fields: Record<string, string> = {}): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, bytes] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.png`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

export interface ApiUser {
  userId: string;
  key: string;
  webhookSecret: string;
  bearer: Record<string, string>;
}

/** Puts the user on a paid plan of the billing catalogue for the next 30 days. */
export async function subscribe(testApp: TestApp, userId: string, plan: string): Promise<void> {
  await testApp.app.repositories.subscriptions.upsert({ userId, plan, termMonths: 1, activeUntil: new Date(Date.now() + 30 * 86_400_000), autoRenew: true });
}

/** A user with credits, an API key made through the profile route, and optionally allowed domains. */
export async function createApiUser(
  testApp: TestApp,
  options: { credits?: number; domains?: string[]; user?: Partial<UserRow>; plan?: string } = {},
): Promise<ApiUser> {
  const { user, headers } = await createTestUser(testApp, options.user);
  if (options.plan) await subscribe(testApp, user.id, options.plan);
  if (options.credits) await grantCredits(testApp, user.id, options.credits);
  const generated = await testApp.app.inject({ method: 'POST', url: '/api/profile/token/generate', headers });
  if (generated.statusCode !== 200) throw new Error(`generate key: ${generated.statusCode} ${generated.body}`);
  const { token, webhookSecret } = generated.json<{ data: { token: string; webhookSecret: string } }>().data;
  if (options.domains) {
    const set = await testApp.app.inject({ method: 'PUT', url: '/api/profile/token/domains', headers, payload: { domains: options.domains } });
    if (set.statusCode !== 200) throw new Error(`set domains: ${set.statusCode} ${set.body}`);
  }
  return { userId: user.id, key: token, webhookSecret, bearer: headers };
}

/** `POST /api/v1/<tool>` through app.inject with a multipart body. */
export async function callTool(
  testApp: TestApp,
  tool: string,
  key: string | null,
  files: Record<string, Buffer>,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = await multipart(files, fields);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/${tool}`,
    headers: { 'content-type': body.contentType, ...(key ? { 'x-api-key': key } : {}), ...headers },
    payload: body.payload,
  });
}

/** A photo with a subject the cut-out finds: a blue box standing on a light, graded floor. */
export async function boxPhoto(width = 120, height = 100): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2efe9"/><stop offset="1" stop-color="#dcd8cf"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#floor)"/>` +
    `<rect x="${width * 0.32}" y="${height * 0.18}" width="${width * 0.36}" height="${height * 0.62}" rx="10" fill="#24508f"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A fresh sign-up: on the 14-day trial (the trial tier's features and limits). */
export const onTrial = (): Partial<UserRow> => ({ trialEndsAt: new Date(Date.now() + 14 * 86_400_000) });
