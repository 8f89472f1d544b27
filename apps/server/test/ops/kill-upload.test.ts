import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternPng } from '../jobs/support';
import { KillRig, killModes } from './kill-rig';

/** A multipart/form-data body with one `file` part, encoded by the platform's FormData: its bytes and content type. */
async function multipart(bytes: Buffer): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

/**
 * Sends the first half of `body` in small flushed chunks (as a slow client would) and resolves
 * once the kernel has taken it; the rest is never sent. The request is left hanging.
 */
async function sendHalf(url: string, headers: Record<string, string>, { body, contentType }: { body: Buffer; contentType: string }): Promise<void> {
  const outgoing = request(`${url}/api/images`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType, 'content-length': String(body.byteLength) },
  });
  outgoing.on('error', () => undefined); // the server dies under it
  const half = Math.floor(body.byteLength / 2);
  for (let offset = 0; offset < half; offset += 64 * 1024) {
    const chunk = body.subarray(offset, Math.min(half, offset + 64 * 1024));
    await new Promise<void>((resolve, reject) => outgoing.write(chunk, (error) => (error ? reject(error) : resolve())));
  }
}

/**
 * The server is killed (SIGKILL, a real child process) while a 3.6 MB upload is half received.
 * On restart: the database opens and answers, no abandoned `.tmp` file is left in storage (a
 * planted one stands for a kill during a file write), every image row
 * points to a stored file and every stored file belongs to a row (the cut upload left neither),
 * and the same upload then succeeds.
 */
describe.each(killModes)('a server killed in the middle of an upload (%s)', (mode) => {
  let rig: KillRig;
  let bigPng: Buffer;

  beforeAll(async () => {
    rig = await KillRig.open(mode);
    // Noise does not compress: a PNG of about 3.6 MB, under the 5 MB and 2048 px limits.
    bigPng = await sharp(randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }, 120_000);
  afterAll(async () => {
    await rig.close();
  });

  const upload = async (headers: Record<string, string>, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    return fetch(`${rig.server!.url}/api/images`, { method: 'POST', headers, body: form });
  };
  /** Rows and files agree: no row without its file, no file without a row, nothing half-written. */
  const expectStorageConsistent = async () => {
    const files = rig.storedFiles();
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const keys = await rig.sql(async (db) => (await db.query<{ storage_key: string }>('SELECT DISTINCT storage_key FROM images')).map((row) => row.storage_key).sort());
    expect(files).toEqual(keys);
    return keys;
  };

  it('SIGKILL with half the body received; restart; storage and rows agree and the upload works', async () => {
    const owner = await rig.user(5);
    await rig.start();
    const small = await upload(owner.headers, await patternPng(40, 30));
    expect(small.status).toBe(201);
    const encoded = await multipart(bigPng);
    expect(encoded.body.byteLength).toBeGreaterThan(3_000_000);

    await sendHalf(rig.server!.url, owner.headers, encoded);
    expect(await rig.kill()).toBe('SIGKILL');

    // Straight after the crash (embedded: PGlite recovers here, in this process).
    const keysAfterKill = await expectStorageConsistent();
    expect(keysAfterKill.length).toBeGreaterThanOrEqual(1);
    const owned = await rig.sql((db) => db.query<{ id: string }>('SELECT id FROM images WHERE user_id = $1', [owner.id]));
    expect(owned).toHaveLength(1);

    // What a kill during a storage write leaves (write beside the target, then rename): one from
    // long ago, and one as fresh as a write another process could still be doing right now.
    mkdirSync(join(rig.dataDir, 'files', 'zz'), { recursive: true });
    const [stale, fresh] = ['stale.png.0123456789ab.tmp', 'fresh.png.ba9876543210.tmp'].map((name) => join(rig.dataDir, 'files', 'zz', name));
    writeFileSync(stale, 'half');
    writeFileSync(fresh, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    await rig.start();
    expect(existsSync(stale)).toBe(false);
    // Embedded mode owns DATA_DIR (server.lock); processes sharing it leave a recent write alone.
    expect(existsSync(fresh)).toBe(mode === 'scale');
    rmSync(fresh, { force: true });
    rmSync(join(rig.dataDir, 'files', 'zz'), { recursive: true, force: true });
    const [first] = owned;
    const stored = await fetch(`${rig.server!.url}/api/files/${first.id}`, { headers: owner.headers });
    expect(stored.status).toBe(200);
    expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const again = await upload(owner.headers, bigPng);
    expect(again.status, await again.clone().text()).toBe(201);
    expect(await rig.stop()).toBe('0');
    const keys = await expectStorageConsistent();
    expect(keys).toHaveLength(keysAfterKill.length + 1);
    expect(await rig.sql((db) => db.query('SELECT id FROM images WHERE user_id = $1', [owner.id]))).toHaveLength(2);
  }, 150_000);
});
