import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import aws4 from 'aws4';

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface GateKeys {
  region: string;
  /** access key id -> secret */
  secrets: Record<string, string>;
}

/** Why a request is refused, as S3 names it; null when the signature holds. */
export type GateVerdict = { code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'InvalidAccessKeyId' | 'XAmzContentSHA256Mismatch'; message: string } | null;

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/;

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** aws4 signs every header it is given except a few it ignores (range, user-agent…); the SDK's own list wins. */
function recompute(request: aws4.Request, signedHeaders: string[], accessKeyId: string, keys: GateKeys): string {
  const withList: aws4.Request & { extraHeadersToInclude: Record<string, boolean> } = {
    ...request,
    service: 's3',
    headers: Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers?.[name] ?? '')])),
    extraHeadersToInclude: Object.fromEntries(signedHeaders.map((name) => [name, true])),
  };
  const signer = new aws4.RequestSigner(withList, { accessKeyId, secretAccessKey: keys.secrets[accessKeyId] });

  // Read X-Amz-Date before anything asks for the date; otherwise aws4 signs with the current time.
  signer.prepareRequest();
  return signer.signature();
}

/**
 * Checks the AWS Signature Version 4 of a request the way S3 does, header or presigned-query
 * form, by recomputing it with `aws4` (an implementation independent of the AWS SDK that signed
 * it). s3rver accepts any V4 signature ("Signature version 4 calculation is unimplemented" in its
 * source), so the tests put this check in front of it.
 */
export function verifySigV4(request: SignedRequest, keys: GateKeys): GateVerdict {
  const url = new URL(request.url, 'http://gate');
  const header = request.headers.authorization;
  if (header) return verifyHeader(request, header, keys);
  if (url.searchParams.has('X-Amz-Signature')) return verifyQuery(request, url, keys);
  return { code: 'AccessDenied', message: 'Anonymous access is not allowed' };
}

function scopeProblem(accessKeyId: string, region: string, keys: GateKeys): GateVerdict {
  if (!(accessKeyId in keys.secrets)) return { code: 'InvalidAccessKeyId', message: `Unknown access key ${accessKeyId}` };
  if (region !== keys.region) return { code: 'SignatureDoesNotMatch', message: `Signed for region ${region}, the bucket is in ${keys.region}` };
  return null;
}

function verifyHeader(request: SignedRequest, header: string, keys: GateKeys): GateVerdict {
  const match = AUTHORIZATION.exec(header);
  if (!match) return { code: 'AccessDenied', message: 'Malformed Authorization header' };
  const [, accessKeyId = '', , region = '', signedHeaderList = '', signature = ''] = match;
  const problem = scopeProblem(accessKeyId, region, keys);
  if (problem) return problem;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== createHash('sha256').update(request.body).digest('hex')) {
    return { code: 'XAmzContentSHA256Mismatch', message: 'The body does not match x-amz-content-sha256' };
  }
  const names = signedHeaderList.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
    return { code: 'AccessDenied', message: 'host, x-amz-date and x-amz-content-sha256 must be signed' };
  }
  const expected = recompute({ method: request.method, path: request.url, region, headers: request.headers }, names, accessKeyId, keys);
  return sameHex(expected, signature) ? null : { code: 'SignatureDoesNotMatch', message: 'The request signature does not match' };
}

function verifyQuery(request: SignedRequest, url: URL, keys: GateKeys): GateVerdict {
  const credential = CREDENTIAL.exec(url.searchParams.get('X-Amz-Credential') ?? '');
  const signature = url.searchParams.get('X-Amz-Signature') ?? '';
  if (!credential || url.searchParams.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return { code: 'AccessDenied', message: 'Malformed presigned URL' };
  const [, accessKeyId = '', , region = ''] = credential;
  const problem = scopeProblem(accessKeyId, region, keys);
  if (problem) return problem;
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  url.searchParams.delete('X-Amz-Signature');
  const path = `${url.pathname}${url.search}`;
  const expected = recompute({ method: request.method, path, region, headers: request.headers, signQuery: true }, signedHeaders, accessKeyId, keys);
  // Expiry (X-Amz-Date + X-Amz-Expires) is s3rver's own check.
  return sameHex(expected, signature) ? null : { code: 'SignatureDoesNotMatch', message: 'The presigned URL signature does not match' };
}
