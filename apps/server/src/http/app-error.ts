import type { ErrorCode } from '@vitrina/contracts';

/**
 * An error the API answers with: a catalogue code (its message is localised on the way out),
 * an HTTP status, and optionally per-field codes for form validation.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly fields?: Record<string, ErrorCode>,
    /** Extra data some clients need (e.g. the messenger login's sessionId on 409). */
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('not_found', 404);
export const unauthorized = () => new AppError('unauthorized', 401);
export const badRequest = (code: ErrorCode = 'validation_failed', fields?: Record<string, ErrorCode>) =>
  new AppError(code, 400, fields);
