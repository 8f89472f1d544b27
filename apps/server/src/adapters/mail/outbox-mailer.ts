import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * Embedded mode: every message becomes an RFC 5322 `.eml` file in the outbox folder (open it in
 * any mail client), and its summary line (the code) goes to the log.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  // nodemailer builds the MIME message (headers, UTF-8 encoding) without sending it anywhere.
  private readonly composer: Transporter;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    const info = (await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })) as { message: Buffer };
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message, { mode: 0o600 });
    log.info({ to: message.to, file }, `mail written to the outbox: ${message.logLine}`);
  }
}
