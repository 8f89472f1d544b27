/**
 * The worker-thread side of WorkerPool: imports task modules on first use and runs one task at a
 * time, forwarding progress and honouring abort messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError, type FromWorker, type ToWorker } from './protocol';
import type { TaskContext } from './task';
import { lowerThreadPriority } from './thread-priority';

type LoadedTask = (input: unknown, context: TaskContext) => Promise<unknown>;

const port = parentPort;
if (!port) throw new Error('pool-worker must run in a worker thread');
// Before any task loads an engine: the engines' native threads inherit this priority.
lowerThreadPriority((workerData as { niceness?: number } | null)?.niceness ?? 0);

const modules = new Map<string, Promise<LoadedTask>>();
const running = new Map<number, AbortController>();

function send(message: FromWorker): void {
  port?.postMessage(message);
}

function loadTask(url: string): Promise<LoadedTask> {
  let loaded = modules.get(url);
  if (!loaded) {
    loaded = import(url).then((module: { default?: unknown }) => {
      if (typeof module.default !== 'function') throw new Error(`Task module ${url} has no default export function`);
      return module.default as LoadedTask;
    });
    modules.set(url, loaded);
  }
  return loaded;
}

async function run(id: number, url: string, input: unknown): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const task = await loadTask(url);
    const output = await task(input, {
      signal: controller.signal,
      onProgress: (fraction) => send({ type: 'progress', id, fraction }),
      onPartial: (value) => send({ type: 'partial', id, value }),
    });
    send({ type: 'done', id, output });
  } catch (error) {
    send({ type: 'failed', id, error: serializeError(error) });
  } finally {
    running.delete(id);
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'run':
      void run(message.id, message.url, message.input);
      break;
    case 'abort':
      running.get(message.id)?.abort();
      break;
  }
});
