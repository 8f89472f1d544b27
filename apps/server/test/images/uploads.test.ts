import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@vitrina/contracts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { GIF_BYTES, pngDeclaring } from './fixtures';
import { countRows, formData, listFiles, noisyJpeg, solidPng, upload, uploadOk } from './support';

describe.each(testDatabaseKinds)('POST /api/images on %s', (kind) => {
  let testApp: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    alice = await createTestUser(testApp);
  });
  afterAll(() => testApp.close());

  const expectRefusal = (response: { statusCode: number; json: () => unknown }, status: number, code: string, message: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message } });
  };

  /** Runs `attempt` and checks it left no image row and no file behind. */
  const leavesNothing = async (attempt: () => Promise<void>) => {
    const rows = await countRows(testApp, 'images');
    const files = listFiles(testApp.config.filesDir).length;
    await attempt();
    expect(await countRows(testApp, 'images')).toBe(rows);
    expect(listFiles(testApp.config.filesDir).length).toBe(files);
  };

  it('stores a PNG and answers its DTO; the row and the file exist', async () => {
    const rows = await countRows(testApp, 'images');
    const image = await uploadOk(testApp, alice.headers, await solidPng(300, 200));
    expect(image).toMatchObject({ url: `/api/files/${image.id}`, width: 300, height: 200, format: 'png' });
    expect(image.bytes).toBeGreaterThan(0);
    expect(await countRows(testApp, 'images')).toBe(rows + 1);
    const stored = await testApp.app.services.images.getOwned(alice.user.id, image.id);
    expect(stored.purpose).toBe('product');
    expect((await testApp.app.services.images.readBytes(stored)).byteLength).toBe(image.bytes);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/images', payload: formData([{ data: await solidPng(10, 10) }]) });
    expect(response.statusCode).toBe(401);
  });

  it('validates the query (the body is left to the handler): an unknown purpose is refused', async () => {
    const png = await solidPng(10, 10);
    await leavesNothing(async () => {
      const response = await upload(testApp, alice.headers, [{ data: png }], 'poster');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    });
  });

  it('refuses two files, no file, a file in another field and a non-multipart body: one_file_only', async () => {
    const png = await solidPng(10, 10);
    await leavesNothing(async () => {
      expectRefusal(await upload(testApp, alice.headers, [{ data: png }, { data: png }]), 400, 'one_file_only', 'Upload one file at a time');
      expectRefusal(
        await testApp.app.inject({ method: 'POST', url: '/api/images', headers: alice.headers, payload: formData([], { note: 'hello' }) }),
        400,
        'one_file_only',
        'Upload one file at a time',
      );
      expectRefusal(await upload(testApp, alice.headers, [{ field: 'image', data: png }]), 400, 'one_file_only', 'Upload one file at a time');
      expectRefusal(
        await testApp.app.inject({ method: 'POST', url: '/api/images', headers: alice.headers, payload: { file: 'x' } }),
        400,
        'one_file_only',
        'Upload one file at a time',
      );
    });
  });

  it('decides the type by magic bytes: a GIF, and text renamed .png, are refused with file_type (415)', async () => {
    const message = 'Only JPG, PNG or WEBP files can be uploaded';
    await leavesNothing(async () => {
      expectRefusal(await upload(testApp, alice.headers, [{ data: GIF_BYTES, filename: 'a.gif', contentType: 'image/gif' }]), 415, 'file_type', message);
      expectRefusal(
        await upload(testApp, alice.headers, [{ data: Buffer.from('just some text, not a picture'), filename: 'photo.png', contentType: 'image/png' }]),
        415,
        'file_type',
        message,
      );
      expectRefusal(await upload(testApp, alice.headers, [{ data: Buffer.alloc(0) }]), 415, 'file_type', message);
    });
  });

  it('answers in the language of the lang header', async () => {
    const response = await upload(testApp, { ...alice.headers, lang: 'es' }, [{ data: GIF_BYTES }]);
    expect(response.json()).toEqual({ error: { code: 'file_type', message: 'Solo se pueden subir archivos JPG, PNG o WEBP' } });
  });

  it('accepts a JPEG renamed .png and stores it as a JPEG', async () => {
    const image = await uploadOk(testApp, alice.headers, await noisyJpeg(50, 40));
    expect(image.format).toBe('jpg');
  });

  it('refuses 5 MB + 1 byte with file_too_large (413), and 15 MB + 1 byte for shadow', async () => {
    const pngStart = (size: number) => {
      const bytes = Buffer.alloc(size, 7);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return bytes;
    };
    await leavesNothing(async () => {
      expectRefusal(await upload(testApp, alice.headers, [{ data: pngStart(UPLOAD_LIMITS.maxBytes + 1) }]), 413, 'file_too_large', 'The file must be up to 5 Mb');
      expectRefusal(
        await upload(testApp, alice.headers, [{ data: pngStart(UPLOAD_LIMITS.maxBytesShadow + 1) }], 'shadow'),
        413,
        'file_too_large_shadow',
        'The file must be up to 15 Mb',
      );
    });
    // At the limit the size check passes (this file then fails to decode, which is a later check).
    expectRefusal(await upload(testApp, alice.headers, [{ data: pngStart(UPLOAD_LIMITS.maxBytes) }]), 422, 'image_corrupt', 'The image is damaged and cannot be read');
  });

  it('accepts a 12 MB image for shadow and refuses the same file as a product', async () => {
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(UPLOAD_LIMITS.maxBytes);
    expect(big.byteLength).toBeLessThanOrEqual(UPLOAD_LIMITS.maxBytesShadow);
    const shadow = await upload(testApp, alice.headers, [{ data: big }], 'shadow');
    expect(shadow.statusCode).toBe(201);
    expect(shadow.json().data).toMatchObject({ width: 2000, height: 2000 });
    expectRefusal(await upload(testApp, alice.headers, [{ data: big }], 'product'), 413, 'file_too_large', 'The file must be up to 5 Mb');
  });

  it('refuses 2048 px on either side with image_too_big (422) and accepts 2047 px', async () => {
    const message = 'Image dimensions must be under 2048px';
    await leavesNothing(async () => {
      expectRefusal(await upload(testApp, alice.headers, [{ data: await solidPng(2048, 10) }]), 422, 'image_too_big', message);
      expectRefusal(await upload(testApp, alice.headers, [{ data: await solidPng(10, 2048) }], 'sticker'), 422, 'image_too_big', message);
    });
    const ok = await uploadOk(testApp, alice.headers, await solidPng(2047, 2047));
    expect(ok).toMatchObject({ width: 2047, height: 2047 });
  });

  it('lets masks be larger than 2048 px, within the pixel limit', async () => {
    const mask = await uploadOk(testApp, alice.headers, await solidPng(3000, 2500, { r: 0, g: 0, b: 0 }), 'mask');
    expect(mask).toMatchObject({ width: 3000, height: 2500 });
  });

  it('refuses truncated and corrupt files with image_corrupt (422)', async () => {
    const message = 'The image is damaged and cannot be read';
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).png().toBuffer();
    const jpeg = await noisyJpeg(400, 400);
    const garbage = Buffer.concat([png.subarray(0, 33), Buffer.alloc(5000, 0xab)]);
    await leavesNothing(async () => {
      expectRefusal(await upload(testApp, alice.headers, [{ data: png.subarray(0, Math.floor(png.length / 2)) }]), 422, 'image_corrupt', message);
      expectRefusal(await upload(testApp, alice.headers, [{ data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }]), 422, 'image_corrupt', message);
      expectRefusal(await upload(testApp, alice.headers, [{ data: garbage }]), 422, 'image_corrupt', message);
      expectRefusal(await upload(testApp, alice.headers, [{ data: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) }]), 422, 'image_corrupt', message);
    });
  });

  it('stops decompression bombs from the header, before decoding (products and masks)', async () => {
    const message = 'Image dimensions must be under 2048px';
    await leavesNothing(async () => {
      const started = performance.now();
      expectRefusal(await upload(testApp, alice.headers, [{ data: pngDeclaring(100_000, 100_000) }]), 422, 'image_too_big', message);
      expectRefusal(await upload(testApp, alice.headers, [{ data: pngDeclaring(20_000, 20_000) }], 'mask'), 422, 'image_too_big', message);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  });

  it('applies EXIF orientation and strips EXIF, GPS and personal metadata', async () => {
    const source = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .withExif({
        IFD0: { Artist: 'Jane Doe', Copyright: 'Jane Doe 2026' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(source).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('Jane Doe')).toBe(true);

    const image = await uploadOk(testApp, alice.headers, source);
    expect(image).toMatchObject({ width: 20, height: 40, format: 'jpg' });
    const stored = await testApp.app.services.images.readBytes(await testApp.app.services.images.getOwned(alice.user.id, image.id));
    const after = await sharp(stored).metadata();
    expect(after.width).toBe(20);
    expect(after.height).toBe(40);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes('Jane Doe')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
  });

  it('converts colours to sRGB and embeds the sRGB ICC profile', async () => {
    const displayP3 = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 60, g: 160, b: 90 } } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const iccText = (icc: Buffer | undefined) => icc?.toString('latin1').replace(/[^ -~]/g, '') ?? '';
    expect(iccText((await sharp(displayP3).metadata()).icc)).toContain('P3');

    const image = await uploadOk(testApp, alice.headers, displayP3);
    const stored = await testApp.app.services.images.readBytes(await testApp.app.services.images.getOwned(alice.user.id, image.id));
    const icc = (await sharp(stored).metadata()).icc;
    expect(icc).toBeDefined();
    expect(iccText(icc)).toContain('sRGB');
    expect(iccText(icc)).not.toContain('P3');
    // Same colour to the eye (colour-managed decode) ...
    const seenBefore = await sharp(displayP3).raw().toBuffer();
    const seenAfter = await sharp(stored).raw().toBuffer();
    for (let c = 0; c < 3; c += 1) expect(Math.abs((seenAfter[c] ?? 0) - (seenBefore[c] ?? 0))).toBeLessThanOrEqual(2);
    // ... but different numbers in the file: the pixels were converted, not just re-tagged.
    const rawBefore = await sharp(displayP3, { ignoreIcc: true }).raw().toBuffer();
    const rawAfter = await sharp(stored, { ignoreIcc: true }).raw().toBuffer();
    expect(Math.abs((rawAfter[0] ?? 0) - (rawBefore[0] ?? 0)) + Math.abs((rawAfter[1] ?? 0) - (rawBefore[1] ?? 0))).toBeGreaterThan(5);
  });

  it('stores the same content once (content-addressed) and reads it back for each row', async () => {
    const png = await solidPng(77, 77, { r: 1, g: 2, b: 3 });
    const files = listFiles(testApp.config.filesDir).length;
    const first = await uploadOk(testApp, alice.headers, png);
    const second = await uploadOk(testApp, alice.headers, png);
    expect(first.id).not.toBe(second.id);
    expect(listFiles(testApp.config.filesDir).length).toBe(files + 1);
  });
});
