import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export interface MailCapture {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the next message to `to` (already received or arriving within the timeout). */
  waitFor(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => !taken.has(message) && message.to.includes(to));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for our own mails: headers, encoded-word subject, the text and html parts. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const body = bodyParts.join('\r\n\r\n');
  const headers = unfold(head);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${headers}\r\n\r\n${body}`];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = decodeBody(partBody.join('\r\n\r\n'), /content-transfer-encoding:\s*(\S+)/i.exec(partHead)?.[1] ?? '7bit');
    if (/content-type:\s*text\/plain/i.test(partHead)) text = content;
    if (/content-type:\s*text\/html/i.test(partHead)) html = content;
  }
  const subjectLine = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  return { subject: decodeWords(subjectLine), text, html };
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body.trim();
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The six-digit code a mail carries. */
export function codeIn(mail: { text: string }): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}
