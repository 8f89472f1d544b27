import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionScheduler } from './session-scheduler';
import { lastReadyStatus, queryMessage } from './wire';

function startupMessage(): Buffer {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
  const message = Buffer.alloc(8 + body.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(196_608, 4); // protocol 3.0
  body.copy(message, 8);
  return message;
}

/** Replies received per session; resolves waiters when a session's reply ends with ReadyForQuery. */
class Replies {
  readonly bySession = new Map<number, Buffer[]>();
  private readonly waiters: Array<{ session: number; count: number; resolve: () => void }> = [];

  readonly send = (session: number, bytes: Uint8Array) => {
    const list = this.bySession.get(session) ?? [];
    list.push(Buffer.from(bytes));
    this.bySession.set(session, list);
    for (const waiter of [...this.waiters]) {
      if (waiter.session === session && this.readyCount(session) >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  readyCount(session: number): number {
    return (this.bySession.get(session) ?? []).filter((reply) => lastReadyStatus(reply) !== null).length;
  }

  text(session: number): string {
    return Buffer.concat(this.bySession.get(session) ?? []).toString('latin1');
  }

  until(session: number, count: number): Promise<void> {
    if (this.readyCount(session) >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ session, count, resolve }));
  }
}

describe('SessionScheduler', () => {
  let database: PGlite;

  beforeAll(async () => {
    database = new PGlite();
    await database.exec('CREATE TABLE probe (id int)');
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('holds other sessions back during a transaction and rolls it back when its session goes away', async () => {
    const replies = new Replies();
    const failures: unknown[] = [];
    const scheduler = new SessionScheduler(database, replies.send, (error) => failures.push(error));
    scheduler.open(1);
    scheduler.open(2);
    scheduler.receive(1, startupMessage());
    scheduler.receive(2, startupMessage());
    await Promise.all([replies.until(1, 1), replies.until(2, 1)]);

    scheduler.receive(1, queryMessage('BEGIN; INSERT INTO probe VALUES (7)'));
    await replies.until(1, 2);
    scheduler.receive(2, queryMessage('SELECT count(*) AS n FROM probe'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(replies.readyCount(2)).toBe(1); // still waiting: session 1 owns the backend
    expect(scheduler.stats().waiting).toBe(1);

    scheduler.close(1); // its connection dropped mid-transaction
    await replies.until(2, 2);
    // DataRow: one column, the text '0': the insert was rolled back before session 2 ran.
    expect(replies.text(2)).toContain('D\u0000\u0000\u0000\u000b\u0000\u0001\u0000\u0000\u0000\u00010');
    expect(database.isInTransaction()).toBe(false);
    expect(failures).toEqual([]);
    expect(scheduler.stats()).toEqual({ sessions: 1, waiting: 0 });
  });

  it('answers encryption requests with N', async () => {
    const replies = new Replies();
    const scheduler = new SessionScheduler(database, replies.send, () => undefined);
    scheduler.open(9);
    const sslRequest = Buffer.alloc(8);
    sslRequest.writeInt32BE(8, 0);
    sslRequest.writeInt32BE(80_877_103, 4);
    scheduler.receive(9, sslRequest);
    expect(replies.text(9)).toBe('N');
  });
});
