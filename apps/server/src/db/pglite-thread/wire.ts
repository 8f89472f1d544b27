/** Just enough of the PostgreSQL wire protocol to cut a byte stream into messages and follow a session's state. */

const SSL_REQUEST_CODE = 80_877_103;
const GSS_REQUEST_CODE = 80_877_104;
const CANCEL_REQUEST_CODE = 80_877_102;

export type FrontendMessage =
  | { kind: 'startup'; bytes: Uint8Array }
  /** SSL or GSS encryption request: answered 'N' (no encryption on an in-process channel). */
  | { kind: 'encryption-request' }
  | { kind: 'cancel' }
  | { kind: 'terminate' }
  | { kind: 'message'; type: string; bytes: Uint8Array };

/**
 * Cuts complete messages off the front of `buffer`; returns them and the unconsumed rest.
 * `started` tells whether the session is past its start-up packet (which has no type byte).
 */
export function splitFrontend(buffer: Buffer, started: boolean): { messages: FrontendMessage[]; rest: Buffer; started: boolean } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (true) {
    if (!started) {
      if (buffer.length - offset < 8) break;
      const length = buffer.readInt32BE(offset);
      if (buffer.length - offset < length) break;
      const code = buffer.readInt32BE(offset + 4);
      const bytes = buffer.subarray(offset, offset + length);
      offset += length;
      if (code === SSL_REQUEST_CODE || code === GSS_REQUEST_CODE) messages.push({ kind: 'encryption-request' });
      else if (code === CANCEL_REQUEST_CODE) messages.push({ kind: 'cancel' });
      else {
        messages.push({ kind: 'startup', bytes: Uint8Array.from(bytes) });
        started = true;
      }
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = 1 + buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < length) break;
    const type = String.fromCharCode(buffer[offset]);
    const bytes = buffer.subarray(offset, offset + length);
    offset += length;
    messages.push(type === 'X' ? { kind: 'terminate' } : { kind: 'message', type, bytes: Uint8Array.from(bytes) });
  }
  return { messages, rest: buffer.subarray(offset), started };
}

/** Transaction status of the last ReadyForQuery ('Z') in a backend reply: 'I' idle, 'T' in a transaction, 'E' failed one; null when the reply has none. */
export function lastReadyStatus(reply: Uint8Array): string | null {
  let status: string | null = null;
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  let offset = 0;
  while (offset + 5 <= reply.length) {
    const length = view.getInt32(offset + 1);
    if (reply[offset] === 0x5a /* Z */ && length === 5 && offset + 6 <= reply.length) status = String.fromCharCode(reply[offset + 5]);
    offset += 1 + length;
  }
  return status;
}

/** A simple-protocol Query message. */
export function queryMessage(sqlText: string): Uint8Array {
  const body = Buffer.from(`${sqlText}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** A Sync message: ends an extended-protocol exchange (and any error state it is in). */
export const SYNC_MESSAGE = Uint8Array.from([0x53, 0, 0, 0, 4]);
