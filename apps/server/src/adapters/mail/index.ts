import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';
import type { Mailer } from './mailer';

export type { Mailer, MailMessage } from './mailer';

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string; outboxDir: string }): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(config.outboxDir, config.MAIL_FROM);
}
