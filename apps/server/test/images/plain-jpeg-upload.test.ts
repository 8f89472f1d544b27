import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { upload, uploadOk } from './support';

/**
 * The upload fast path (services/images/plain-jpeg.ts): a plain JPEG is stored with its own
 * pixels (no lossy re-encode) but still without metadata, with the sRGB profile, and every
 * refusal and the EXIF rotation of the full normalisation still apply.
 */
describe('POST /api/images: plain JPEGs kept without re-encoding', () => {
  let testApp: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    alice = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const photo = (orientation: number) =>
    sharp({ create: { width: 96, height: 48, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .withExif({
        IFD0: { Artist: 'Jane Doe', ImageDescription: 'secret note' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation })
      .jpeg({ quality: 80 })
      .toBuffer();
  const stored = async (id: string) => testApp.app.services.images.readBytes(await testApp.app.services.images.getOwned(alice.user.id, id));
  const pixels = (bytes: Buffer) => sharp(bytes, { ignoreIcc: true }).raw().toBuffer();

  it('keeps the pixels exactly, drops EXIF, GPS and personal data, embeds the sRGB profile', async () => {
    const source = await photo(1);
    // Tagged sRGB (sharp's own profile), and untagged: both are sRGB already.
    const untagged = await sharp(source).jpeg({ quality: 80 }).toBuffer();
    expect((await sharp(untagged).metadata()).icc).toBeUndefined();
    for (const upload of [source, untagged]) {
      const image = await uploadOk(testApp, alice.headers, upload);
      expect((await pixels(await stored(image.id))).equals(await pixels(upload))).toBe(true);
    }
    const image = await uploadOk(testApp, alice.headers, source);
    expect(image).toMatchObject({ width: 96, height: 48, format: 'jpg' });
    const bytes = await stored(image.id);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc?.toString('latin1').replace(/[^ -~]/g, '')).toContain('sRGB');
    for (const text of ['Jane Doe', 'secret note', 'GPS']) expect(bytes.includes(text)).toBe(false);
  });

  it('still turns an EXIF-rotated photo upright', async () => {
    const image = await uploadOk(testApp, alice.headers, await photo(6));
    expect(image).toMatchObject({ width: 48, height: 96 });
    const meta = await sharp(await stored(image.id)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([48, 96, undefined]);
  });

  it('refuses a JPEG cut short', async () => {
    const source = await photo(1);
    const response = await upload(testApp, alice.headers, [{ data: source.subarray(0, Math.floor(source.length * 0.6)) }]);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('image_corrupt');
  });

  it('refuses a JPEG declaring a decompression bomb from its header', async () => {
    const source = await photo(1);
    const bomb = Buffer.from(source);
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(30_000, sof + 5);
    bomb.writeUInt16BE(30_000, sof + 7);
    const response = await upload(testApp, alice.headers, [{ data: bomb }], 'mask');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('image_too_big');
  });

  it('does not store bytes appended after the image', async () => {
    const payload = Buffer.from('PK\u0003\u0004 hidden archive after the end of the image');
    const image = await uploadOk(testApp, alice.headers, Buffer.concat([await photo(1), payload]));
    expect((await stored(image.id)).includes('hidden archive')).toBe(false);
  });
});
