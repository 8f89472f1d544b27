import { lastReadyStatus, queryMessage, splitFrontend, SYNC_MESSAGE } from './wire';

/** What the scheduler needs of the database: PGlite's `execProtocolRaw` (one session, one message at a time). */
export interface ProtocolBackend {
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
}

interface Session {
  id: number;
  buffer: Buffer;
  started: boolean;
  /** Start-up packet and typed messages, in order, for the backend. */
  queue: Uint8Array[];
  /** Whether the backend answered this session's last message with ReadyForQuery 'I' (or it has sent nothing yet). */
  idle: boolean;
  closing: boolean;
}

const ENCRYPTION_REFUSED = Uint8Array.from([0x4e]); // 'N'

/**
 * Shares PGlite's single backend session among many client connections (a node-postgres pool),
 * without letting them interleave: a connection owns the backend from its first message until
 * the backend is idle again (ReadyForQuery 'I'), so an extended-protocol exchange (Parse … Sync)
 * and a whole transaction (BEGIN … COMMIT) run together; the others wait their turn, first come
 * first served. A connection that goes away while it owns the backend is synced and rolled back.
 * Session-level state (SET, advisory locks, prepared statement names) is shared by all: there is
 * only one PostgreSQL session behind them.
 */
export class SessionScheduler {
  private readonly sessions = new Map<number, Session>();
  private readonly waiting: Session[] = [];
  private owner: Session | null = null;
  private running = false;

  constructor(
    private readonly backend: ProtocolBackend,
    private readonly send: (session: number, bytes: Uint8Array) => void,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  open(id: number): void {
    this.sessions.set(id, { id, buffer: Buffer.alloc(0), started: false, queue: [], idle: true, closing: false });
  }

  receive(id: number, bytes: Uint8Array): void {
    const session = this.sessions.get(id);
    if (!session || session.closing) return;
    const split = splitFrontend(session.buffer.length ? Buffer.concat([session.buffer, bytes]) : Buffer.from(bytes), session.started);
    session.buffer = split.rest.length ? Buffer.from(split.rest) : Buffer.alloc(0);
    session.started = split.started;
    for (const message of split.messages) {
      if (message.kind === 'encryption-request') this.send(id, ENCRYPTION_REFUSED);
      else if (message.kind === 'cancel') continue; // one backend, nothing to signal
      else if (message.kind === 'terminate') {
        this.close(id);
        return;
      } else session.queue.push(message.bytes);
    }
    this.schedule(session);
  }

  close(id: number): void {
    const session = this.sessions.get(id);
    if (!session || session.closing) return;
    session.closing = true;
    session.queue.length = 0;
    const at = this.waiting.indexOf(session);
    if (at >= 0) this.waiting.splice(at, 1);
    if (this.owner === session) this.kick();
    else this.sessions.delete(id);
  }

  /** Open connections and those waiting for the backend (metrics, tests). */
  stats(): { sessions: number; waiting: number } {
    return { sessions: this.sessions.size, waiting: this.waiting.length };
  }

  private schedule(session: Session): void {
    if (session.queue.length === 0) return;
    if (this.owner !== session && !this.waiting.includes(session)) this.waiting.push(session);
    this.kick();
  }

  private kick(): void {
    if (this.running) return;
    this.running = true;
    void this.run().catch((error: unknown) => this.onFailure(error));
  }

  private async run(): Promise<void> {
    try {
      while (true) {
        if (!this.owner) this.owner = this.waiting.shift() ?? null;
        const owner = this.owner;
        if (!owner) return;
        if (owner.closing) {
          await this.abandon(owner);
          continue;
        }
        if (owner.queue.length === 0) {
          // Mid-exchange or mid-transaction: keep the backend until this connection says more.
          if (owner.idle) this.owner = null;
          else return;
          continue;
        }
        // Everything this connection has sent so far goes in one call (PGlite runs a buffer of
        // several messages in order): a Parse … Sync exchange costs one trip through the backend.
        const messages = owner.queue.splice(0);
        const reply = await this.backend.execProtocolRaw(messages.length === 1 ? messages[0] : Buffer.concat(messages));
        owner.idle = lastReadyStatus(reply) === 'I';
        if (reply.length) this.send(owner.id, reply);
        if (owner.idle && owner.queue.length) {
          // Idle between two queries: let the next connection in, this one queues again.
          this.owner = null;
          this.waiting.push(owner);
        }
      }
    } finally {
      // Cleared in the same step as the loop's last check (no await between), so a message that
      // arrives afterwards kicks a new run instead of being left for a run that has ended.
      this.running = false;
    }
  }

  /** The owner went away: finish its exchange and roll back its transaction, then free the backend. */
  private async abandon(session: Session): Promise<void> {
    try {
      if (!session.idle) {
        const synced = lastReadyStatus(await this.backend.execProtocolRaw(SYNC_MESSAGE));
        if (synced !== 'I') await this.backend.execProtocolRaw(queryMessage('ROLLBACK'));
      }
    } finally {
      this.sessions.delete(session.id);
      if (this.owner === session) this.owner = null;
    }
  }
}
