import { AppError } from '../../http/app-error';

/** How long a verified Google/Telegram identity waits for the client's /register call. */
export const PENDING_REGISTRATION_TTL_MS = 15 * 60 * 1000;

/** 409 with the sessionId the client passes to the matching /register call (spec §4). */
export function registrationRequired(sessionId: string): AppError {
  return new AppError('registration_required', 409, undefined, { sessionId });
}

export const authorizationFailed = () => new AppError('authorization_error', 400);
export const notConfigured = () => new AppError('service_unavailable', 503);

/** Google does not vouch for the email: the same answer whether the address has an account or not. */
export const emailNotVerified = () => new AppError('email_not_verified', 400);

/** `AccountCreationService.create` refused a taken email, Google account or Telegram id. */
export const isEmailTaken = (error: unknown): boolean => error instanceof AppError && error.code === 'email_taken';
