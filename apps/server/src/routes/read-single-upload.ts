import type { FastifyRequest } from 'fastify';
import { sniffFormat } from '@vitrina/imaging';
import type { Readable } from 'node:stream';
import type { UploadRule } from '../services/images/upload-rules';
import { refuseUpload, type UploadInput } from '../services/images.service';

/** Enough leading bytes to recognise JPEG, PNG and WEBP. */
const SNIFF_BYTES = 16;

interface CollectedFile {
  head: Buffer;
  /** null when the file went past the limit: the rest was discarded, not buffered. */
  bytes: Buffer | null;
}

async function collect(stream: Readable, maxBytes: number): Promise<CollectedFile> {
  const chunks: Buffer[] = [];
  let total = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of stream) {
    const piece = chunk as Buffer;
    if (head.byteLength < SNIFF_BYTES) head = Buffer.concat([head, piece.subarray(0, SNIFF_BYTES - head.byteLength)]);
    total += piece.byteLength;
    if (total <= maxBytes) chunks.push(piece);
    else chunks.length = 0; // over the limit: keep reading (busboy stops at limit + 1) but hold nothing
  }
  return { head, bytes: total <= maxBytes ? Buffer.concat(chunks) : null };
}

const isFilesLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/**
 * Reads a multipart upload that must hold exactly one file, in field `file`, applying the checks
 * in the spec's order: one file, then type (magic bytes), then size. Busboy cuts the file at
 * `maxBytes + 1`, so an oversized upload never sits in memory.
 */
export async function readSingleUpload(request: FastifyRequest, rule: UploadRule): Promise<UploadInput> {
  if (!request.isMultipart()) throw refuseUpload('one_file_only');
  let files = 0;
  let first: (CollectedFile & { filename: string; mimetype: string; fieldname: string }) | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: rule.maxBytes + 1, fields: 10, parts: 20 } })) {
      if (part.type !== 'file') continue;
      files += 1;
      const collected = await collect(part.file, rule.maxBytes);
      first ??= { ...collected, filename: part.filename, mimetype: part.mimetype, fieldname: part.fieldname };
    }
  } catch (error) {
    if (!isFilesLimit(error)) throw error;
    files += 1;
  }
  if (files !== 1 || !first || first.fieldname !== 'file') throw refuseUpload('one_file_only');
  if (!sniffFormat(first.head)) throw refuseUpload('file_type');
  if (!first.bytes) throw refuseUpload(rule.tooLargeCode);
  return { bytes: first.bytes, filename: first.filename, mimetype: first.mimetype };
}
