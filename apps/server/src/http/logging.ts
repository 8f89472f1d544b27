/**
 * Log options for every process: secrets never reach a log line. Known fields are removed by
 * pino's `redact` (paths), and error messages and stacks, which may quote a failed query and its
 * parameters, are scrubbed of anything shaped like a secret.
 */
import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const REDACTED = '[redacted]';

const SECRET_FIELDS = [
  'password', 'newPassword', 'oldPassword', 'passwordRepeat', 'passwordHash', 'password_hash',
  'token', 'accessToken', 'refreshToken', 'refresh_token', 'access_token', 'idToken', 'id_token',
  'code', 'verifyCode', 'codeHash', 'code_hash', 'tokenHash', 'token_hash', 'apiKey', 'api_key', 'keyHash', 'key_hash',
  'secret', 'clientSecret', 'client_secret', 'authorization', 'cookie', 'params',
];

/** pino `redact` paths: the fields at the top of a log object and one or two levels down. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const SECRET_SHAPES: RegExp[] = [
  /\$argon2(?:id|i|d)\$[^\s,'")\]]+/g, // argon2 hashes
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, // JWTs
  /\bvtr_[\w-]+/g, // our API keys
  /\b(?:rt|refresh)_[\w-]{16,}/g, // refresh tokens
  /\b[a-f0-9]{64}\b/gi, // SHA-256 hashes of codes, tokens and keys
];

/** Removes secret-shaped text, and the parameters a failed query quotes (`params: …`). */
export function scrubText(text: string): string {
  let scrubbed = text.replace(/(\bparams:)[\s\S]*$/m, `$1 ${REDACTED}`);
  for (const shape of SECRET_SHAPES) scrubbed = scrubbed.replace(shape, REDACTED);
  return scrubbed;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: SerializedError;
}

/** Like pino's err serializer, scrubbed, and without the error's own fields (a query's `params`). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const serialized: SerializedError = { type: error.name, message: scrubText(error.message), stack: scrubText(error.stack ?? '') };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: (error) => serializeError(error), error: (error: unknown) => serializeError(error) },
  };
}
