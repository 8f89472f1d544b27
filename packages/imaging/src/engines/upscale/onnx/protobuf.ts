/**
 * A minimal protocol-buffers writer: just the wire types ONNX messages need (varint, 32-bit float,
 * length-delimited). Messages are kept as lists of chunks so that large weight blobs are copied
 * once, when the outermost message is finished.
 */
const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

const textEncoder = new TextEncoder();

export class ProtoWriter {
  private readonly chunks: Uint8Array[] = [];
  private pending: number[] = [];
  private pendingLength = 0;
  private flushedLength = 0;

  /** Encoded size in bytes so far. */
  get length(): number {
    return this.flushedLength + this.pendingLength;
  }

  /** An integer field (int32, int64, enum, bool). Negative numbers use 10-byte two's complement. */
  int(field: number, value: number | bigint): this {
    this.tag(field, WIRE_VARINT);
    this.varint(value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, WIRE_FIXED32);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    for (const byte of bytes) this.pushByte(byte);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, textEncoder.encode(value));
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.varint(value.byteLength);
    this.pushChunk(value);
    return this;
  }

  message(field: number, value: ProtoWriter): this {
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.varint(value.length);
    value.flushPending();
    for (const chunk of value.chunks) this.pushChunk(chunk);
    return this;
  }

  /** A packed repeated integer field. */
  packedInts(field: number, values: readonly (number | bigint)[]): this {
    if (values.length === 0) return this;
    const inner = new ProtoWriter();
    for (const value of values) inner.varint(value);
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.varint(inner.length);
    inner.flushPending();
    for (const chunk of inner.chunks) this.pushChunk(chunk);
    return this;
  }

  /** A packed repeated float field. */
  packedFloats(field: number, values: readonly number[]): this {
    if (values.length === 0) return this;
    const bytes = new Uint8Array(values.length * 4);
    const view = new DataView(bytes.buffer);
    values.forEach((value, index) => view.setFloat32(index * 4, value, true));
    return this.bytes(field, bytes);
  }

  /** The encoded message as one contiguous buffer. */
  finish(): Uint8Array {
    this.flushPending();
    const out = new Uint8Array(this.flushedLength);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return out;
  }

  private tag(field: number, wireType: number): void {
    if (!Number.isInteger(field) || field < 1) throw new RangeError(`Invalid protobuf field number ${field}`);
    this.varint(field * 8 + wireType);
  }

  private varint(value: number | bigint): void {
    let rest = typeof value === 'bigint' ? value : BigInt(Math.trunc(value));
    if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Varint ${value} is not a safe integer`);
    // Negative values are encoded as their unsigned 64-bit two's complement.
    if (rest < 0n) rest = BigInt.asUintN(64, rest);
    do {
      const low = Number(rest & 0x7fn);
      rest >>= 7n;
      this.pushByte(rest > 0n ? low | 0x80 : low);
    } while (rest > 0n);
  }

  private pushByte(byte: number): void {
    this.pending.push(byte);
    this.pendingLength++;
  }

  private pushChunk(chunk: Uint8Array): void {
    this.flushPending();
    this.chunks.push(chunk);
    this.flushedLength += chunk.byteLength;
  }

  private flushPending(): void {
    if (this.pendingLength === 0) return;
    this.chunks.push(Uint8Array.from(this.pending));
    this.flushedLength += this.pendingLength;
    this.pending = [];
    this.pendingLength = 0;
  }
}
