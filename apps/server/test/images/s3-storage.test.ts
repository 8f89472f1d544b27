import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredFile, S3FileStorage, StoredFileMissingError } from '../../src/adapters/storage';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { solidPng, uploadOk } from './support';

const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test/secret+key', region: 'eu-test-1', bucket: 'vitrina-bucket' };

/**
 * A tiny S3-protocol fake: PUT/GET/HEAD/DELETE Object on path-style URLs, in memory. It checks
 * every request's SigV4 signature with its own, independent implementation of the verification
 * (the adapter's signer is not used here) and answers 403 SignatureDoesNotMatch otherwise.
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly requests: string[] = [];
  rejected = 0;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const reply = (status: number, payload?: Buffer | string, headers: Record<string, string> = {}) => {
          response.writeHead(status, headers);
          response.end(payload);
        };
        if (!this.verify(request, body)) {
          this.rejected += 1;
          return reply(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
        }
        this.requests.push(`${request.method} ${request.url}`);
        const key = decodeURIComponent(request.url ?? '');
        const object = this.objects.get(key);
        switch (request.method) {
          case 'PUT':
            this.objects.set(key, { body, contentType: String(request.headers['content-type']) });
            return reply(200);
          case 'GET':
            return object ? reply(200, object.body, { 'content-type': object.contentType }) : reply(404, '<Error><Code>NoSuchKey</Code></Error>');
          case 'HEAD':
            return reply(object ? 200 : 404);
          case 'DELETE':
            this.objects.delete(key);
            return reply(204);
          default:
            return reply(405);
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private verify(request: IncomingMessage, body: Buffer): boolean {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
    if (!match) return false;
    const [, keyId, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
    const date = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (keyId !== CREDENTIALS.accessKeyId || region !== CREDENTIALS.region || !date.startsWith(day)) return false;
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return false;
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return false;
    const [path, query = ''] = (request.url ?? '/').split('?');
    const canonical = [
      request.method,
      path,
      query,
      ...names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`;
    let key: Buffer = createHmac('sha256', `AWS4${CREDENTIALS.secretAccessKey}`).update(day).digest();
    for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    return createHmac('sha256', key).update(toSign).digest('hex') === signature;
  }
}

describe('S3 storage adapter against a signature-checking fake', () => {
  const fake = new FakeS3();
  let endpoint: string;
  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(() => fake.stop());

  const storage = (secret = CREDENTIALS.secretAccessKey) =>
    new S3FileStorage({ endpoint, bucket: CREDENTIALS.bucket, region: CREDENTIALS.region, accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: secret });

  it('puts, checks, reads and deletes an object with signed requests on path-style URLs', async () => {
    const s3 = storage();
    const bytes = Buffer.from('hello object storage');
    await s3.put('images/ab/cd/abcdef.png', bytes, 'image/png');
    expect(fake.objects.get(`/${CREDENTIALS.bucket}/images/ab/cd/abcdef.png`)).toEqual({ body: bytes, contentType: 'image/png' });
    expect(await s3.exists('images/ab/cd/abcdef.png')).toBe(true);
    expect((await readStoredFile(s3, 'images/ab/cd/abcdef.png')).equals(bytes)).toBe(true);
    await s3.delete('images/ab/cd/abcdef.png');
    expect(await s3.exists('images/ab/cd/abcdef.png')).toBe(false);
    await expect(s3.get('images/ab/cd/abcdef.png')).rejects.toBeInstanceOf(StoredFileMissingError);
    await s3.delete('images/ab/cd/abcdef.png'); // deleting a missing key is fine
    expect(fake.rejected).toBe(0);
  });

  it('is refused by the fake when the secret is wrong (the fake really checks)', async () => {
    const before = fake.rejected;
    await expect(storage('wrong-secret').put('images/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
    expect(fake.rejected).toBe(before + 1);
  });

  it('rejects keys that could escape the bucket prefix', async () => {
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  describe('the whole upload and file path on S3', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp('pglite', {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: CREDENTIALS.bucket,
        S3_REGION: CREDENTIALS.region,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      });
    });
    afterAll(() => testApp.close());

    it('stores uploads in the bucket and serves them back', async () => {
      const rejectedBefore = fake.rejected;
      const alice = await createTestUser(testApp);
      const image = await uploadOk(testApp, alice.headers, await solidPng(120, 80));
      const record = await testApp.app.services.images.getOwned(alice.user.id, image.id);
      expect(fake.objects.has(`/${CREDENTIALS.bucket}/${record.storageKey}`)).toBe(true);
      const response = await testApp.app.inject({ method: 'GET', url: image.url, headers: alice.headers });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(fake.objects.get(`/${CREDENTIALS.bucket}/${record.storageKey}`)?.body ?? Buffer.alloc(0))).toBe(true);
      expect(fake.rejected).toBe(rejectedBefore);
    });
  });
});
