/**
 * One onnxruntime session per (model, scale), created on first use and kept for the life of the
 * process. The Keras weights are converted to ONNX in memory each time a process first needs them
 * (about a second for the largest model), so nothing is written to disk.
 */
import { availableParallelism } from 'node:os';
import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';
import { EngineUnavailableError } from '../context';
import { kerasToOnnx } from './keras/keras-to-onnx';
import { loadKerasModel } from './keras/keras-model';
import { encodeOnnxModel } from './onnx/onnx-model';
import { ENGINE_ID, findModelJson, MODEL_PACKAGES, type NeuralScale, type UpscaleModel } from './models';

/** A loaded super-resolution network: planar RGB 0..255 in, planar RGB 0..255 (unclamped) out. */
export interface UpscaleNetwork {
  model: UpscaleModel;
  scale: NeuralScale;
  /** `planes` is CHW float32 of a width x height tile; returns CHW of (width*scale) x (height*scale). */
  run(planes: Float32Array, width: number, height: number): Promise<Float32Array>;
}

const INPUT = 'input';
const OUTPUT = 'output';

type Ort = typeof OrtModule;
let ortModule: Promise<Ort> | undefined;
// Imported lazily so that loading this package (e.g. for the health check) does not load the native addon.
const loadOrt = (): Promise<Ort> => (ortModule ??= import('onnxruntime-node'));

const networks = new Map<string, Promise<UpscaleNetwork>>();

/** `threads`: onnxruntime threads for one convolution (default: one per core, at most 4). */
export function getNetwork(model: UpscaleModel, scale: NeuralScale, threads?: number): Promise<UpscaleNetwork> {
  const key = `${model}/x${scale}/${threads ?? 'default'}`;
  let network = networks.get(key);
  if (!network) {
    network = createNetwork(model, scale, threads);
    networks.set(key, network);
    // A failed load is not cached, so that a later call can retry (e.g. after installing the package).
    network.catch(() => networks.delete(key));
  }
  return network;
}

/** Converts the package's Keras model to ONNX bytes, ready for InferenceSession.create. */
export async function buildOnnxModel(model: UpscaleModel, scale: NeuralScale): Promise<Uint8Array> {
  const { packageName, pixelRange } = MODEL_PACKAGES[model];
  const modelJson = findModelJson(model, scale);
  if (!modelJson) throw new EngineUnavailableError(ENGINE_ID, `Upscale model ${model} x${scale} is missing: install the npm package ${packageName}`);
  const keras = await loadKerasModel(modelJson);
  // The graph always takes and returns 0..255 pixels; networks trained on 0..1 get scaling nodes.
  return encodeOnnxModel(kerasToOnnx(keras, { inputScale: pixelRange / 255, outputScale: 255 / pixelRange, inputName: INPUT, outputName: OUTPUT }));
}

/**
 * Session options tuned for a small CPU box: all cores for one convolution (or `threads`), no
 * parallel branches. Idle threads sleep instead of spinning: when several workers (or other jobs)
 * share the cores, spinning threads take the CPU from the ones with work to do.
 */
export function sessionOptions(threads?: number): InferenceSession.SessionOptions {
  return {
    intraOpNumThreads: Math.max(1, Math.min(4, threads ?? availableParallelism())),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  };
}

async function createNetwork(model: UpscaleModel, scale: NeuralScale, threads: number | undefined): Promise<UpscaleNetwork> {
  const bytes = await buildOnnxModel(model, scale);
  const ort = await loadOrt();
  const session = await ort.InferenceSession.create(bytes, sessionOptions(threads));
  return {
    model,
    scale,
    async run(planes, width, height) {
      const input = new ort.Tensor('float32', planes, [1, 3, height, width]);
      const result = await session.run({ [INPUT]: input });
      const output = result[OUTPUT];
      if (!output || output.dims[2] !== height * scale || output.dims[3] !== width * scale) {
        throw new Error(`Upscale ${model} x${scale}: unexpected output shape ${output?.dims.join('x') ?? 'none'}`);
      }
      return output.data as Float32Array;
    },
  };
}
