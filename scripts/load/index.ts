/**
 * `npm run load`: 200 requests a second of mixed authenticated API reads from several users for
 * 60 s while another user keeps background removals running, against the real server (embedded
 * mode, started here with a temporary DATA_DIR, or LOAD_URL). Prints latency percentiles overall
 * and per route, errors, removals done, the server's event-loop delay and the CPU time per read of
 * its threads (/proc: comparable across runs on a busy machine); exits non-zero on any failed
 * request or removal, or when no removal finished (a starved job).
 * LOAD_REMOVALS_IN_FLIGHT=0 measures the reads alone (it then exits 1: no removal finished).
 *   LOAD_SECONDS (60), LOAD_RATE (200), LOAD_READERS (4), LOAD_REMOVALS_IN_FLIGHT (2),
 *   LOAD_URL + LOAD_DATA_DIR (+ LOAD_METRICS_URL) for a running server,
 *   LOAD_NODE_ARGS for the started server's node (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoadApi, type LoadUser } from './accounts';
import { runOpenLoop, type ReadTarget } from './open-loop';
import { runRemovals } from './removals';
import { errorCounts, formatMs, latencyLine, scrapeMetrics, summarize, watchEventLoop } from './report';
import { startServer } from './server';
import { cpuSpent, threadCpu } from './thread-cpu';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const rate = Number(process.env.LOAD_RATE ?? 200);
const readerCount = Number(process.env.LOAD_READERS ?? 4);
const removalsInFlight = Number(process.env.LOAD_REMOVALS_IN_FLIGHT ?? 2);
const P99_GOAL_MS = 100;
const photo = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../apps/server/assets/system-products/sneaker.jpg'));

/** What a signed-in seller's pages and an API integration read, per reader. */
function readsOf(user: LoadUser): ReadTarget[] {
  const bearer = { authorization: `Bearer ${user.token}` };
  return [
    { name: 'GET /api/profile', path: '/api/profile', headers: bearer },
    { name: 'GET /api/products', path: '/api/products?limit=20', headers: bearer },
    { name: 'GET /api/products system', path: '/api/products?scope=system&limit=20', headers: bearer },
    { name: 'GET /api/jobs', path: '/api/jobs?limit=20', headers: bearer },
    { name: 'GET /api/generated-images', path: '/api/generated-images?limit=20', headers: bearer },
    { name: 'GET /api/credits', path: '/api/credits', headers: bearer },
    { name: 'GET /api/subscription', path: '/api/subscription', headers: bearer },
    { name: 'GET /api/v1/account', path: '/api/v1/account', headers: { 'x-api-key': user.apiKey ?? '' } },
  ];
}

async function main(): Promise<number> {
  console.log(`load: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} at start`);
  const server = await startServer();
  try {
    const api = new LoadApi(server.baseUrl, server.dataDir);
    console.log(`load: server at ${server.baseUrl}; making ${readerCount + 1} accounts…`);
    const worker = await api.createUser('removals');
    const readers: LoadUser[] = [];
    for (let index = 0; index < readerCount; index++) readers.push(await api.createUser(`reader${index}`, { apiKey: true }));
    for (const reader of readers) await api.createProduct(reader, await api.upload(reader, photo, 'sneaker.jpg'));
    const imageIds: string[] = [];
    for (let lane = 0; lane < removalsInFlight; lane++) imageIds.push(await api.upload(worker, photo, 'sneaker.jpg'));
    // Readers interleave, so that each route is read by every user in turn.
    const perReader = readers.map(readsOf);
    const targets = perReader[0].flatMap((_, route) => perReader.map((reads) => reads[route]));

    const stop = { stopped: false };
    const removals = runRemovals(api, worker, imageIds, stop);
    // The first removal loads the model; the reads start once both threads are busy with real work.
    await new Promise((resolveWait) => setTimeout(resolveWait, 3_000));
    const metricsBefore = server.metricsUrl ? await scrapeMetrics(server.metricsUrl) : null;
    const loopWatch = server.metricsUrl ? await watchEventLoop(server.metricsUrl) : null;
    const cpuBefore = server.pid ? threadCpu(server.pid) : null;
    console.log(`load: ${rate} reads/s for ${seconds} s from ${readers.length} users while 1 user keeps ${removalsInFlight} background removals going…`);
    const samples = await runOpenLoop(server.baseUrl, targets, rate, seconds);
    const loop = loopWatch ? await loopWatch.stop() : null;
    const cpuAfter = server.pid ? threadCpu(server.pid) : null;
    const metricsAfter = server.metricsUrl ? await scrapeMetrics(server.metricsUrl) : null;
    stop.stopped = true;
    const removalFigures = await removals;

    const overall = summarize(samples.map((sample) => sample.ms));
    console.log(`\n== load: ${samples.length} reads in ${seconds} s (${(samples.length / seconds).toFixed(0)}/s planned arrival rate), load average ${loadavg()[0].toFixed(2)} at end`);
    console.log(latencyLine('all reads', overall));
    for (const name of [...new Set(samples.map((sample) => sample.name))]) {
      console.log(latencyLine(name, summarize(samples.filter((sample) => sample.name === name).map((sample) => sample.ms))));
    }
    const errors = errorCounts(samples);
    const errorTotal = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(`  errors                     ${errorTotal}${[...errors].map(([kind, count]) => `\n    ${kind} x${count}`).join('')}`);
    const waits = summarize(removalFigures.waits.map((wait) => wait * 1000));
    const runs = summarize(removalFigures.runs.map((run) => run * 1000));
    console.log(`  background removals        ${removalFigures.succeeded} succeeded, ${removalFigures.failed.length} failed; queue wait p50 ${formatMs(waits.p50)} max ${formatMs(waits.max)}; run p50 ${formatMs(runs.p50)}`);
    if (metricsBefore && metricsAfter && loop) {
      // The server publishes its event-loop delay per 10 s window (less the 10 ms sampling period).
      const worst = (pick: (window: { p50: number; p99: number; max: number }) => number) => formatMs(Math.max(0, ...loop.windows.map(pick)));
      const median = (pick: (window: { p50: number; p99: number; max: number }) => number) => formatMs(summarize(loop.windows.map(pick)).p50);
      console.log(`  server event-loop delay    ${loop.windows.length} windows of 10 s: p50 median ${median((w) => w.p50)}; p99 median ${median((w) => w.p99)}, worst ${worst((w) => w.p99)}; max ${worst((w) => w.max)}`);
      // Per request: the API thread's busy time is spent on the reads (and the removals' few calls).
      console.log(`  API thread busy            ${((loop.busySeconds / loop.elapsedSeconds) * 100).toFixed(0)}% of ${loop.elapsedSeconds.toFixed(0)} s (event-loop utilisation), ${formatMs((loop.busySeconds * 1000) / samples.length)} a read`);
      const cpu = (metricsAfter.get('process_cpu_seconds_total') ?? 0) - (metricsBefore.get('process_cpu_seconds_total') ?? 0);
      console.log(`  server CPU                 ${(cpu / loop.elapsedSeconds).toFixed(2)} cores on average (all threads, image work included)`);
    }
    if (cpuBefore && cpuAfter) {
      const spent = cpuSpent(cpuBefore, cpuAfter);
      const perRead = (cpuSeconds: number) => formatMs((cpuSeconds * 1000) / samples.length);
      console.log(`  CPU per read (from /proc)  API thread ${perRead(spent.apiThread)}; other normal-priority threads (database, libuv) ${perRead(spent.otherNormal)}; lowered (image work) ${(spent.lowered).toFixed(1)} s in all`);
    }
    console.log(`  p99 goal                   ${overall.p99 <= P99_GOAL_MS ? 'met' : 'MISSED'} (${formatMs(overall.p99)} against ${P99_GOAL_MS} ms)`);
    for (const failure of removalFigures.failed) console.log(`  removal failed: ${failure}`);
    const starved = removalFigures.succeeded === 0;
    if (starved) console.log('  no background removal finished: the job lane starved');
    return errorTotal > 0 || removalFigures.failed.length > 0 || starved ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
