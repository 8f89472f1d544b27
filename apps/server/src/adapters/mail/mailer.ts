import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-line summary safe to log (e.g. the code line); the outbox logs it for embedded installs. */
  logLine: string;
}

/** Sends mail. SMTP in production; the outbox (files) when no SMTP_URL is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}
