import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes an RFC 5322 UTF-8 message file and logs the summary line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const lines: string[] = [];
    const log = { info: (_object: unknown, message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
    const mailer = new OutboxMailer(join(dir, 'outbox'), 'Vitrina <no-reply@vitrina.local>');
    await mailer.send({ to: 'ana@example.com', subject: 'Código', text: 'Tu código: 123456', html: '<p>123456</p>', logLine: 'registration code for ana@example.com: 123456' }, log);

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dir, 'outbox', files[0]), 'utf8');
    expect(raw).toContain('From: Vitrina <no-reply@vitrina.local>\r\n');
    expect(raw).toContain('To: ana@example.com\r\n');
    expect(raw).toContain('Subject: =?UTF-8?Q?C=C3=B3digo?=\r\n');
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(lines).toEqual(['mail written to the outbox: registration code for ana@example.com: 123456']);
  });
});
