/** Messages between WorkerPool (main thread) and pool-worker (worker thread). */
export type ToWorker = { type: 'run'; id: number; url: string; input: unknown } | { type: 'abort'; id: number };

export interface SerializedError {
  name: string;
  message: string;
  code?: string;
}

export type FromWorker =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'partial'; id: number; value: unknown }
  | { type: 'done'; id: number; output: unknown }
  | { type: 'failed'; id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.code !== undefined) Object.assign(error, { code: serialized.code });
  return error;
}
