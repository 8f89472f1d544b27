import { Duplex } from 'node:stream';

/** How a socket reaches the database thread. */
export interface ThreadLink {
  open(session: number, socket: PortSocket): void;
  write(session: number, bytes: Uint8Array): void;
  close(session: number): void;
}

let nextSession = 1;

/**
 * What node-postgres sees as its TCP socket (its `stream` option): bytes written go to the
 * database thread as one session's wire protocol, and that session's replies come back as data.
 */
export class PortSocket extends Duplex {
  readonly session = nextSession++;
  private opened = false;
  private ended = false;
  /** Writes of the current tick, sent as one message when it ends (see _write). */
  private pending: Buffer[] = [];

  constructor(private readonly link: ThreadLink) {
    super();
  }

  /** node-postgres calls connect(port, host); both are meaningless here. */
  connect(): this {
    this.link.open(this.session, this);
    this.opened = true;
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  /** A reply from the database thread. */
  deliver(bytes: Uint8Array): void {
    if (!this.destroyed) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  /** The database thread ended this session (closed or failed). */
  hangUp(error?: Error): void {
    if (this.destroyed) return;
    this.ended = true;
    if (error) this.destroy(error);
    else {
      this.push(null);
      this.destroy();
    }
  }

  override _read(): void {
    // Replies are pushed as they arrive; there is no source to pull from.
  }

  /**
   * node-postgres writes each protocol message on its own (Parse, Bind, Describe, Execute, Sync:
   * five writes a query, all in one synchronous call). They are gathered and posted once, when the
   * current tick's synchronous code is done: one message to the database thread instead of five,
   * and the scheduler there hands the whole exchange to PGlite in one call instead of running the
   * Parse on its own first.
   */
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.pending.push(chunk) === 1) queueMicrotask(() => this.flush());
    callback();
  }

  private flush(): void {
    const chunks = this.pending;
    if (chunks.length === 0) return;
    this.pending = [];
    if (this.ended) return;
    // The link copies what it sends into an own-sized buffer, so a concat from the shared pool is fine.
    this.link.write(this.session, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.release();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.release();
    callback(error);
  }

  private release(): void {
    if (this.opened && !this.ended) this.link.close(this.session);
    this.ended = true;
  }
}
