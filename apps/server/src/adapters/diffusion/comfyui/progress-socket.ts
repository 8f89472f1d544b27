/**
 * ComfyUI's WebSocket (`/ws?clientId=…`): JSON messages `{ type, data }` — status, execution_start,
 * execution_cached, executing, progress, executed, execution_success, execution_error,
 * execution_interrupted — plus binary preview frames, which the adapter ignores. Messages are kept
 * from the moment the socket opens, because a fast server can finish a prompt before the answer
 * to POST /prompt (which names it) arrives.
 */
import WebSocket from 'ws';

export interface ComfyMessage {
  type: string;
  data: Record<string, unknown> & { prompt_id?: string };
}

export class ProgressSocket {
  private readonly received: ComfyMessage[] = [];
  private readonly listeners = new Set<(message: ComfyMessage) => void>();
  private closeListeners = new Set<() => void>();
  private closed = false;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return;
      let message: ComfyMessage;
      try {
        message = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.concat(raw as Buffer[]).toString('utf8')) as ComfyMessage;
      } catch {
        return;
      }
      if (typeof message?.type !== 'string') return;
      message.data ??= {};
      this.received.push(message);
      for (const listener of this.listeners) listener(message);
    });
    socket.on('close', () => {
      this.closed = true;
      for (const listener of this.closeListeners) listener();
    });
    socket.on('error', () => undefined);
  }

  static open(url: string, headers: Record<string, string>, timeoutMs: number): Promise<ProgressSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers, handshakeTimeout: timeoutMs });
      socket.once('open', () => resolve(new ProgressSocket(socket)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Replays what arrived so far, then every new message, until the returned function is called. */
  subscribe(listener: (message: ComfyMessage) => void, onClose: () => void): () => void {
    for (const message of this.received) listener(message);
    this.listeners.add(listener);
    this.closeListeners.add(onClose);
    if (this.closed) queueMicrotask(onClose);
    return () => {
      this.listeners.delete(listener);
      this.closeListeners.delete(onClose);
    };
  }

  close(): void {
    this.socket.close();
  }
}
