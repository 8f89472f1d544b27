/**
 * Log options for every process: secrets and e-mail addresses never reach a log line. Known
 * fields are removed by pino's `redact` (paths); the message and the plain fields of every line,
 * and error messages and stacks (which may quote a failed query and its parameters), are scrubbed
 * of anything shaped like a secret or an address; a request is logged with its URL's secrets
 * (a share token in the path, `?share=`, `?token=`, `?code=`…) replaced.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactUrl, scrubFields, scrubText } from './log-scrub';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const SECRET_FIELDS = [
  'password', 'newPassword', 'oldPassword', 'passwordRepeat', 'passwordHash', 'password_hash',
  'token', 'accessToken', 'refreshToken', 'refresh_token', 'access_token', 'idToken', 'id_token',
  'code', 'verifyCode', 'codeHash', 'code_hash', 'tokenHash', 'token_hash', 'apiKey', 'api_key', 'keyHash', 'key_hash',
  'secret', 'clientSecret', 'client_secret', 'authorization', 'cookie', 'params',
  'email', 'phone', 'webhookSecret', 'share', 'shareToken',
];

/** pino `redact` paths: the fields at the top of a log object and one or two levels down. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

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

/** Fastify's own request serializer, with the URL's secrets replaced (headers are never logged). */
export function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url, request.params) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: (object) => scrubFields(object) },
    hooks: {
      // The message text too: a mail's summary line names its recipient.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (request: FastifyRequest) => serializeRequest(request),
      err: (error) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
  };
}
