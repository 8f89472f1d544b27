import { errorMessage, isErrorCode, type ErrorCode, type ErrorResponse, type Language } from '@vitrina/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export function errorBody(code: ErrorCode, language: Language, fields?: Record<string, ErrorCode>): ErrorResponse {
  const body: ErrorResponse = { error: { code, message: errorMessage(code, language) } };
  if (fields && Object.keys(fields).length > 0) {
    body.error.fields = Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, errorMessage(fieldCode, language)]));
  }
  return body;
}

/** Status codes Fastify or its plugins raise, mapped to catalogue codes. */
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'validation_failed',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/**
 * The single place errors become responses: `{ error: { code, message } }` with the message in
 * the caller's language. Validation failures name the fields; unexpected errors are logged and
 * answered with the generic message, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (error instanceof AppError) {
      const body = errorBody(error.code, language, error.fields);
      return reply.status(error.statusCode).send(error.data ? { ...body, data: error.data } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, ErrorCode> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (fields[path]) continue;
        fields[path] = isErrorCode(issue.message) ? issue.message : 'validation_failed';
      }
      const codes = Object.values(fields);
      const headline = codes.length === 1 && codes[0] ? codes[0] : 'validation_failed';
      return reply.status(400).send(errorBody(headline, language, fields));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = CODE_FOR_STATUS[status] ?? 'something_went_wrong';
    return reply.status(status).send(errorBody(code, language));
  });

}
