// Entry of every pool worker. Node 20 does not apply `--import tsx` to worker threads, so when the
// worker module is TypeScript (development, tests) the tsx loader is registered here first. The
// compiled server (`npm run build`) hands over a .js entry and never loads tsx.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
