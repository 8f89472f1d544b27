import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredFile, S3FileStorage, StoredFileMissingError, type S3StorageOptions } from '../../src/adapters/storage';
import { createTestApp, createTestUser, type TestApp } from '../support/app';
import { S3RVER_CREDENTIALS, startS3rver, type TestS3 } from '../support/s3rver';
import { solidPng, uploadOk } from './support';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('S3 storage adapter against s3rver', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(async () => {
    // Everything but the deliberately wrong requests passed the signature check.
    expect(s3.refused()).toBe(4);
    await s3.close();
  });

  const storage = (options: Partial<S3StorageOptions> = {}) =>
    new S3FileStorage({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, ...S3RVER_CREDENTIALS, ...options });
  const requestsSince = (start: number) => s3.requests.slice(start);

  it('puts, checks, reads and deletes an object with signed requests on path-style URLs', async () => {
    const store = storage();
    const bytes = Buffer.from('hello object storage');
    const start = s3.requests.length;
    await store.put('images/ab/cd/abcdef.png', bytes, 'image/png');
    expect(await store.exists('images/ab/cd/abcdef.png')).toBe(true);
    expect((await readStoredFile(store, 'images/ab/cd/abcdef.png')).equals(bytes)).toBe(true);
    await store.delete('images/ab/cd/abcdef.png');
    expect(await store.exists('images/ab/cd/abcdef.png')).toBe(false);
    expect(requestsSince(start)[0]).toMatch(/^PUT \/vitrina-bucket\/images\/ab\/cd\/abcdef\.png(\?|$)/);
  });

  it('reports a missing object as StoredFileMissingError, and deleting it twice is fine', async () => {
    const store = storage();
    await expect(store.get('images/no/such/file.png')).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await store.exists('images/no/such/file.png')).toBe(false);
    await store.delete('images/no/such/file.png');
    await store.delete('images/no/such/file.png');
  });

  it('replaces an object written twice under the same key', async () => {
    const store = storage();
    await store.put('images/over/write.png', Buffer.from('first version'), 'image/png');
    await store.put('images/over/write.png', Buffer.from('second, longer version'), 'image/png');
    expect((await readStoredFile(store, 'images/over/write.png')).toString()).toBe('second, longer version');
  });

  it('uploads a 20 MB file in parts (multipart upload) and reads it back intact', async () => {
    const store = storage();
    const bytes = randomBytes(20 * 1024 * 1024);
    const start = s3.requests.length;
    await store.put('images/large/twenty-mb.png', bytes, 'image/png');
    const sent = requestsSince(start);
    expect(sent.filter((line) => /^POST \/vitrina-bucket\/images\/large\/twenty-mb\.png\?uploads/.test(line))).toHaveLength(1);
    expect(sent.filter((line) => /^PUT .*partNumber=\d+/.test(line))).toHaveLength(4);
    expect(sent.filter((line) => /^POST .*uploadId=/.test(line))).toHaveLength(1);
    const back = await readStoredFile(store, 'images/large/twenty-mb.png');
    expect(back.byteLength).toBe(bytes.byteLength);
    expect(sha256(back)).toBe(sha256(bytes));
  });

  it('keeps objects under a key prefix', async () => {
    const start = s3.requests.length;
    await storage({ prefix: 'tenant-a/' }).put('images/prefixed.png', Buffer.from('x'), 'image/png');
    expect(requestsSince(start)[0]).toMatch(/^PUT \/vitrina-bucket\/tenant-a\/images\/prefixed\.png/);
    expect(await storage().exists('tenant-a/images/prefixed.png')).toBe(true);
  });

  it('is refused when the secret or the region is wrong (signatures are really checked)', async () => {
    const before = s3.refused();
    const wrongSecret = storage({ secretAccessKey: 'wrong-secret' });
    await expect(wrongSecret.put('images/x.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    await expect(wrongSecret.get('images/x.png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(storage({ region: 'us-east-1' }).exists('images/x.png')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(s3.refused()).toBe(before + 3);
    expect(await storage().exists('images/x.png')).toBe(false);
  });

  it('rejects keys that could escape the bucket prefix', async () => {
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  describe('presigned download URLs', () => {
    it('are off unless a lifetime is configured', async () => {
      expect(await storage().downloadUrl('images/a.png', { contentType: 'image/png', filename: 'a.png' })).toBeNull();
    });

    it('fetch the object without credentials until they expire; a changed signature is refused', async () => {
      const bytes = Buffer.from('presigned bytes');
      await storage().put('images/pre/signed.png', bytes, 'image/png');
      const url = await storage({ presignedUrlTtlSeconds: 60 }).downloadUrl('images/pre/signed.png', { contentType: 'image/png', filename: 'id.png' });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vitrina-bucket\/images\/pre\/signed\.png\?.*X-Amz-Expires=60/);
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('inline; filename="id.png"');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

      const tampered = new URL(url ?? '');
      const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
      tampered.searchParams.set('X-Amz-Signature', `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`);
      expect((await fetch(tampered)).status).toBe(403);

      const shortLived = await storage({ presignedUrlTtlSeconds: 1 }).downloadUrl('images/pre/signed.png', { contentType: 'image/png', filename: 'id.png' });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await fetch(shortLived ?? '')).status).toBe(403);
    });

    it('can be signed for the endpoint browsers reach', async () => {
      const url = await storage({ presignedUrlTtlSeconds: 60, publicEndpoint: 'https://files.example.com' }).downloadUrl('images/a.png', { contentType: 'image/png', filename: 'a.png' });
      expect(url).toMatch(/^https:\/\/files\.example\.com\/vitrina-bucket\/images\/a\.png\?/);
    });
  });

  describe('the whole upload and file path on S3', () => {
    let testApp: TestApp;
    let presigning: TestApp;
    const s3Env = () => ({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
    beforeAll(async () => {
      testApp = await createTestApp('pglite', s3Env());
      presigning = await createTestApp('pglite', { ...s3Env(), S3_PRESIGNED_URL_TTL: '120' });
    }, 120_000);
    afterAll(async () => {
      await testApp?.close();
      await presigning?.close();
    });

    it('stores uploads in the bucket and serves them back', async () => {
      const alice = await createTestUser(testApp);
      const image = await uploadOk(testApp, alice.headers, await solidPng(120, 80));
      const record = await testApp.app.services.images.getOwned(alice.user.id, image.id);
      const stored = await readStoredFile(storage(), record.storageKey);
      const response = await testApp.app.inject({ method: 'GET', url: image.url, headers: alice.headers });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(stored)).toBe(true);
    });

    it('with S3_PRESIGNED_URL_TTL, redirects a request for the original to a presigned URL after the access check', async () => {
      const alice = await createTestUser(presigning);
      const bob = await createTestUser(presigning);
      const image = await uploadOk(presigning, alice.headers, await solidPng(120, 80));
      expect((await presigning.app.inject({ method: 'GET', url: image.url, headers: bob.headers })).statusCode).toBe(404);
      expect((await presigning.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);

      const redirect = await presigning.app.inject({ method: 'GET', url: image.url, headers: alice.headers });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers['cache-control']).toBe('no-store');
      const location = String(redirect.headers.location);
      expect(location).toMatch(/X-Amz-Expires=120/);
      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toBe('image/png');
      const record = await presigning.app.services.images.getOwned(alice.user.id, image.id);
      expect(Buffer.from(await direct.arrayBuffer()).equals(await readStoredFile(storage(), record.storageKey))).toBe(true);

      // A thumbnail or a converted format is rendered by the server, not redirected.
      const thumbnail = await presigning.app.inject({ method: 'GET', url: `${image.url}?w=32`, headers: alice.headers });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/png');
    });
  });
});
