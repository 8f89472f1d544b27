import { AppError } from '../../http/app-error';

/** How long a verified Google/Telegram identity waits for the client's /register call. */
export const PENDING_REGISTRATION_TTL_MS = 15 * 60 * 1000;

/** 409 with the sessionId the client passes to the matching /register call (spec §4). */
export function registrationRequired(sessionId: string): AppError {
  return new AppError('registration_required', 409, undefined, { sessionId });
}

export const authorizationFailed = () => new AppError('authorization_error', 400);
export const notConfigured = () => new AppError('service_unavailable', 503);
