import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATES_DIR } from '../../src/services/infographics/system-assets';
import type { TestApp, TestUser } from '../support/app';
import { solidPng } from '../images/support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject() as one user; JSON body when given. */
export const call = (testApp: TestApp, user: TestUser, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method, url, headers: { ...user.headers, ...headers }, ...(payload ? { payload } : {}) });

export const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

/** A real editor document: one of the shipped default templates. */
export function sampleState(key = 'minimal-title'): Record<string, unknown> {
  return JSON.parse(readFileSync(join(TEMPLATES_DIR, `${key}.json`), 'utf8')) as Record<string, unknown>;
}

/** A rendered card, as the browser would post it. */
export const cardPng = (red = 30) => solidPng(90, 120, { r: red, g: 140, b: 200 });

/** Stores a generated image for `user` the way the jobs code does. */
export async function generatedImage(testApp: TestApp, user: TestUser, sourceImageId?: string): Promise<string> {
  const image = await testApp.app.services.images.storeOutput(user.user.id, await solidPng(64, 64, { r: 10, g: 200, b: 90 }), { sourceImageId });
  const row = await testApp.app.services.generatedImages.create({
    userId: user.user.id,
    tool: 'create-background',
    jobId: randomUUID(),
    imageId: image.id,
    sourceImageId,
    quantityIndex: 0,
    engine: 'test-engine',
  });
  return row.id;
}

/** Unzips a buffer: entry name → bytes (the e2e suite's yauzl reader). */
export { unzipEntries as unzip } from '../../../../e2e/support/zip';
