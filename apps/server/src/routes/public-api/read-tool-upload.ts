import type { FastifyRequest } from 'fastify';
import { PUBLIC_API_FIELDS } from '@vitrina/contracts';
import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import type { UploadRule } from '../../services/images/upload-rules';

/**
 * What `POST /api/v1/<tool>` sent: the files (bytes, not yet checked as images) and the fields —
 * multipart text fields, or the members of a JSON body (prompt-only tools) as sent.
 */
export interface ToolUpload {
  /** Null only for tools that take no image. */
  image: Buffer | null;
  mask: Buffer | null;
  fields: Record<string, unknown>;
  encoding: 'multipart' | 'json';
}

/** How a tool takes its input: an image (and the limits of its files), or parameters alone. */
export interface UploadShape {
  takesImage: boolean;
  imageRule: UploadRule;
  maskRule: UploadRule;
}

const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 64 * 1024;

/** An upload refusal that says which field and which limit (the message is the spec's). */
export function uploadLimitError(
  code: 'file_too_large' | 'file_too_large_shadow' | 'one_file_only' | 'image_file_required' | 'image_file_not_accepted',
  field: string,
  limit: Record<string, unknown>,
) {
  const status = code === 'file_too_large' || code === 'file_too_large_shadow' ? 413 : 400;
  return new AppError(code, status, { [field]: code }, { field, ...limit });
}

async function collect(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const piece = chunk as Buffer;
    total += piece.byteLength;
    if (total <= maxBytes) chunks.push(piece);
    else chunks.length = 0; // past the limit: drain the rest without holding it
  }
  return total <= maxBytes ? Buffer.concat(chunks) : null;
}

/** A JSON body of a prompt-only tool: its members are the parameters (and webhook_url). */
function jsonUpload(body: unknown): ToolUpload {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('validation_failed', 400, { _: 'validation_failed' });
  return { image: null, mask: null, fields: { ...(body as Record<string, unknown>) }, encoding: 'json' };
}

/**
 * Reads the body of a tool call: multipart with `image_file` (required unless the tool takes no
 * image, then refused), `mask_file` (optional) and the tool's parameters as text fields; a tool
 * that takes no image also accepts a JSON object of its parameters. Files past their size limit
 * are cut by busboy at limit + 1 and refused with the limit named; nothing is stored here.
 */
export async function readToolUpload(request: FastifyRequest, shape: UploadShape): Promise<ToolUpload> {
  const { imageRule, maskRule } = shape;
  if (!request.isMultipart()) {
    if (!shape.takesImage) return jsonUpload(request.body ?? {});
    throw uploadLimitError('image_file_required', PUBLIC_API_FIELDS.image, { limit: 'multipart_required' });
  }
  const largest = Math.max(imageRule.maxBytes, maskRule.maxBytes);
  let image: Buffer | null | undefined;
  let mask: Buffer | null | undefined;
  const fields: Record<string, string> = {};
  const parts = request.parts({ limits: { files: 2, fileSize: largest + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 2 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname === PUBLIC_API_FIELDS.image && !shape.takesImage) {
      part.file.resume();
      throw uploadLimitError('image_file_not_accepted', PUBLIC_API_FIELDS.image, { limit: 'unexpected_file', expected: [] });
    }
    if (part.fieldname === PUBLIC_API_FIELDS.image && image === undefined) image = await collect(part.file, imageRule.maxBytes);
    else if (part.fieldname === PUBLIC_API_FIELDS.mask && mask === undefined) mask = await collect(part.file, maskRule.maxBytes);
    else {
      part.file.resume();
      throw uploadLimitError('one_file_only', part.fieldname, { limit: 'unexpected_file', expected: [PUBLIC_API_FIELDS.image, PUBLIC_API_FIELDS.mask] });
    }
  }
  if (image === undefined && shape.takesImage) throw uploadLimitError('image_file_required', PUBLIC_API_FIELDS.image, { limit: 'required' });
  if (image === null) throw uploadLimitError(imageRule.tooLargeCode, PUBLIC_API_FIELDS.image, { limit: 'max_bytes', maxBytes: imageRule.maxBytes });
  if (mask === null) throw uploadLimitError(maskRule.tooLargeCode, PUBLIC_API_FIELDS.mask, { limit: 'max_bytes', maxBytes: maskRule.maxBytes });
  return { image: image ?? null, mask: mask ?? null, fields, encoding: 'multipart' };
}
