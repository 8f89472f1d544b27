import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible object stores, header-based ("Authorization:
 * AWS4-HMAC-SHA256 ..."). Written from the published algorithm; checked against AWS's own
 * GET Object example in sigv4.test.ts.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
  headers?: Record<string, string>;
  /** Hex sha256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(([name, value]) => [uriEncode(name), uriEncode(value)] as const);
  pairs.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export interface SignedRequest {
  /** Headers to send (host is left to the HTTP client, which sends the same value). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** Signs a request whose path is already URI-encoded (S3 paths are encoded once, not twice). */
export function signRequest(input: SignInput, credentials: SigV4Credentials): SignedRequest {
  const service = credentials.service ?? 's3';
  const timestamp = amzDate(input.date);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;

  const toSign: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': timestamp,
  };
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    toSign[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  const names = Object.keys(toSign).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((name) => `${name}:${toSign[name]}\n`).join('');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, credentials.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');

  const headers: Record<string, string> = { ...toSign };
  delete headers.host;
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` + `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}
