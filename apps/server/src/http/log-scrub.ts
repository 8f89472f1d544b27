/**
 * What a log line must never carry, as text: secret-shaped strings (hashes, JWTs, API keys,
 * refresh tokens), e-mail addresses, and the secrets a request URL carries in its path (a share
 * link's token) or its query (`?share=`, `?token=`, `?code=`…).
 */
export const REDACTED = '[redacted]';

const SECRET_SHAPES: RegExp[] = [
  /\$argon2(?:id|i|d)\$[^\s,'")\]]+/g, // argon2 hashes
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, // JWTs
  /\bvtr_[\w-]+/g, // our API keys
  /\b(?:rt|refresh)_[\w-]{16,}/g, // refresh tokens
  /\b[a-f0-9]{64}\b/gi, // SHA-256 hashes of codes, tokens and keys
];

/** The local part of an address goes; its domain stays, which is what mail delivery problems need. */
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})/gi;

export const maskEmails = (text: string): string => text.replace(EMAIL_ADDRESS, `${REDACTED}@$1`);

/** Removes secret-shaped text, e-mail addresses, and the parameters a failed query quotes (`params: …`). */
export function scrubText(text: string): string {
  let scrubbed = text.replace(/(\bparams:)[\s\S]*$/m, `$1 ${REDACTED}`);
  for (const shape of SECRET_SHAPES) scrubbed = scrubbed.replace(shape, REDACTED);
  return maskEmails(scrubbed);
}

/** Query parameters whose value is a credential: share links, mailed links, OAuth callbacks, presigned URLs. */
const SECRET_QUERY = /^(?:share|token|code|state|key|api[_-]?key|access[_-]?token|refresh[_-]?token|id[_-]?token|secret|password|signature|sig|x-amz-(?:signature|credential|security-token))$/i;
/** Route parameters that are credentials themselves (`/s/:token`). */
const SECRET_PARAM = /token|code|secret|key/i;

/**
 * A request URL fit for a log line: the values of secret route parameters and of secret query
 * parameters are replaced, and whatever remains is scrubbed of secret shapes and addresses.
 */
export function redactUrl(url: string, params?: unknown): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!SECRET_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
      const segments = path.split('/');
      path = segments.map((segment) => (safeDecode(segment) === value ? REDACTED : segment)).join('/');
    }
  }
  if (queryStart === -1) return scrubText(path);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = safeDecode(equals === -1 ? pair : pair.slice(0, equals));
      return equals !== -1 && SECRET_QUERY.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return scrubText(`${path}?${query}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Scrubs the strings of a log object's own fields, one level of plain objects and arrays deep. */
export function scrubFields(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) scrubbed[key] = scrubValue(value, depth);
  return scrubbed;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= 2 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Requests, responses, errors and buffers have their own serializers; only plain data is walked.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return scrubFields(value as Record<string, unknown>, depth + 1);
}
