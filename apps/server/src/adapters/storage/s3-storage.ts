import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, StoredFileMissingError, type FileStorage } from './file-storage';
import { sha256Hex, signRequest, uriEncode, type SigV4Credentials } from './sigv4';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://<account>.r2.cloudflarestorage.com; path-style. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "vitrina/". */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * S3-compatible object storage through signed `fetch` calls (PUT, GET, HEAD, DELETE Object):
 * no SDK. With an endpoint, path-style URLs (endpoint/bucket/key) as MinIO and most
 * S3-compatible stores expect; without one, AWS virtual-hosted URLs.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3StorageOptions) {
    this.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  objectUrl(key: string): URL {
    assertStorageKey(key);
    const path = `${this.options.prefix ?? ''}${key}`.split('/').map(uriEncode).join('/');
    if (this.options.endpoint) {
      const base = this.options.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${uriEncode(this.options.bucket)}/${path}`);
    }
    return new URL(`https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com/${path}`);
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    const url = this.objectUrl(key);
    const signed = signRequest(
      { method, url, headers, payloadHash: sha256Hex(body ?? ''), date: this.now() },
      this.credentials,
    );
    return this.fetch(url, { method, headers: signed.headers, ...(body ? { body } : {}) });
  }

  private async fail(operation: string, key: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${operation} ${key} failed: HTTP ${response.status} ${detail}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, { 'content-type': contentType });
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StoredFileMissingError(key);
    }
    if (!response.ok || !response.body) return this.fail('GET', key, response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
    await response.body?.cancel();
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key);
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`S3 HEAD ${key} failed: HTTP ${response.status}`);
    return true;
  }
}
