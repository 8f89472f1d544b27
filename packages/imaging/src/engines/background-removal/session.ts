/**
 * One onnxruntime session per ISNet variant, created on first use and kept for the life of the
 * process (or worker thread). A failed load is not cached so that a later call can retry.
 */
import { availableParallelism } from 'node:os';
import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';
import { readModelBytes, type IsnetModel } from './model-files';

/** ISNet takes a fixed 1024x1024 RGB input and returns a 1024x1024 foreground probability map. */
export const MODEL_SIDE = 1024;
const INPUT = 'input';
const OUTPUT = 'output';

type Ort = typeof OrtModule;
let ortModule: Promise<Ort> | undefined;
// Imported lazily so that loading this package (e.g. for the health check) does not load the native addon.
const loadOrt = (): Promise<Ort> => (ortModule ??= import('onnxruntime-node'));

export interface IsnetSession {
  /** `planes`: NCHW float32 of the normalised 1024x1024 input. Returns 1024x1024 probabilities. */
  run(planes: Float32Array): Promise<Float32Array>;
}

/**
 * Tuned for a 2-core box: both cores on each convolution, no parallel branches. The memory arena
 * and memory patterns are off: with them onnxruntime keeps ~2 GB of activation buffers for this
 * network; without them the peak stays near 1 GB at a cost of a few percent of speed.
 */
export function sessionOptions(): InferenceSession.SessionOptions {
  return {
    intraOpNumThreads: Math.max(1, Math.min(4, availableParallelism())),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
}

const sessions = new Map<IsnetModel, Promise<IsnetSession>>();

export function getIsnetSession(model: IsnetModel): Promise<IsnetSession> {
  let session = sessions.get(model);
  if (!session) {
    session = createSession(model);
    sessions.set(model, session);
    session.catch(() => sessions.delete(model));
  }
  return session;
}

async function createSession(model: IsnetModel): Promise<IsnetSession> {
  const [ort, bytes] = await Promise.all([loadOrt(), readModelBytes(model)]);
  const session = await ort.InferenceSession.create(bytes, sessionOptions());
  return {
    async run(planes) {
      const input = new ort.Tensor('float32', planes, [1, 3, MODEL_SIDE, MODEL_SIDE]);
      // Only the fused output is fetched; the side outputs would cost memory for nothing.
      const result = await session.run({ [INPUT]: input }, [OUTPUT]);
      const output = result[OUTPUT];
      if (!output || output.data.length !== MODEL_SIDE * MODEL_SIDE) {
        throw new Error(`ISNet ${model}: unexpected output shape ${output?.dims.join('x') ?? 'none'}`);
      }
      return output.data as Float32Array;
    },
  };
}
