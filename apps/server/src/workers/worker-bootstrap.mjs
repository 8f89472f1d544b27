// Entry of every pool worker. Node 20 does not apply `--import tsx` to worker threads, so the
// TypeScript loader is registered here before the real (TypeScript) worker module is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
