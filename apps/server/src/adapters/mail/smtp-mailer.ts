import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { maskEmails } from '../../http/log-scrub';
import type { Mailer, MailMessage } from './mailer';

/** Sends through an SMTP server given as smtp(s)://user:pass@host:port. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    log.info({ to: maskEmails(message.to), subject: message.subject }, 'mail sent');
  }
}
