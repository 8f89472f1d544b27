/**
 * POST /api/v1/remove-background with a 1024x1024 JPEG product photo, over real HTTP on loopback
 * (upload to PNG bytes received), against the bare ISNet inference of the same photo measured in
 * the same run (interleaved, so both see the same machine load). Run it with
 *   node --import tsx scripts/bench/run-one.ts apps/server/scripts/public-api.bench.ts
 * It lives beside the server because it builds the server app in process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareInference, modelInputFromRaster } from '../../../packages/imaging/src/engines/background-removal';
import { decodeRaster, encodeRaster } from '../../../packages/imaging/src/raster';
import { buildScene } from '../../../packages/imaging/test/background-removal/scenes';
import { median, percentile, type Reporter } from '../../../scripts/bench/report';
import { AccessTokens } from '../src/adapters/access-tokens';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const RUNS = 5;

export default async function bench(reporter: Reporter): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'production', WORKER_THREADS: '1' });
  const database = await openDatabase({});
  await migrate(database);
  const app = await buildApp({ config, database, accessTokens: new AccessTokens(randomBytes(32).toString('hex')), logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/remove-background`;
    const user = await app.repositories.users.insert({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, country: 'AE' });
    await app.repositories.credits.append({ userId: user.id, kind: 'grant', amount: 1000, reason: 'bench' });
    const key = (await app.services.accounts.apiKeys.generate(user.id)).data.token;

    const scene = await buildScene({ product: 'bottle', background: 'bgr-launchpad', width: 1024, height: 1024 });
    const jpeg = await encodeRaster(scene.image, 'jpg', { quality: 90 });
    const viaApi = async () => {
      const form = new FormData();
      form.append('image_file', new Blob([new Uint8Array(jpeg)]), 'photo.jpg');
      form.append('model', 'quality');
      const response = await fetch(url, { method: 'POST', headers: { 'x-api-key': key }, body: form });
      const png = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`API answered ${response.status}: ${Buffer.from(png).toString()}`);
      return png.byteLength;
    };
    const planes = await modelInputFromRaster(await decodeRaster(jpeg));
    const firstStart = performance.now();
    await viaApi(); // loads the model in the worker thread
    const firstCallMs = performance.now() - firstStart;
    await bareInference(planes, 'quality');

    const api: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let start = performance.now();
      await bareInference(planes, 'quality');
      bare.push(performance.now() - start);
      start = performance.now();
      await viaApi();
      api.push(performance.now() - start);
    }
    api.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    reporter.note(`1024x1024 JPEG, model quality, ${RUNS} interleaved runs, embedded mode (PGlite, in-process queue, 1 worker thread)`);
    reporter.figure('POST /api/v1/remove-background, upload to PNG bytes, median', median(api), 'ms');
    reporter.figure('POST /api/v1/remove-background, p95', percentile(api, 95), 'ms');
    reporter.figure('bare ISNet inference (same photo, same run), median', median(bare), 'ms');
    reporter.figure('API / bare inference (median)', median(api) / median(bare), 'x', { max: 1.2 });
    reporter.figure('first API call (model load included)', firstCallMs, 'ms');
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
