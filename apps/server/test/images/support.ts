import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../support/app';

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject(). */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.png'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function solidPng(width: number, height: number, colour = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads through the real route; returns the raw response. */
export async function upload(testApp: TestApp, headers: Record<string, string>, files: FilePart[], purpose?: string) {
  const body = multipart(files);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/images${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a valid image and returns its DTO. */
export async function uploadOk(testApp: TestApp, headers: Record<string, string>, data?: Buffer, purpose?: string) {
  const response = await upload(testApp, headers, [{ data: data ?? (await solidPng(64, 48)) }], purpose);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: string; url: string; width: number; height: number; format: string; bytes: number } }>().data;
}

/** Files under a directory, recursively (temporary files included). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export async function countRows(testApp: TestApp, table: string): Promise<number> {
  const [row] = await testApp.database.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table}`);
  return Number(row?.count ?? 0);
}
