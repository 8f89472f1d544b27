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

/** A multipart/form-data body: native FormData, which app.inject() encodes like a browser. */
export function formData(files: FilePart[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.data)], { type: file.contentType ?? 'image/png' }), file.filename ?? 'photo.png');
  }
  return form;
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
  return testApp.app.inject({ method: 'POST', url: `/api/images${purpose ? `?purpose=${purpose}` : ''}`, headers, payload: formData(files) });
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
