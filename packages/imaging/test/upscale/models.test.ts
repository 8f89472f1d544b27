import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { checkUpscaleEngine, NEURAL_SCALES, UPSCALE_MODELS } from '../../src/engines/upscale';
import { buildOnnxModel, sessionOptions } from '../../src/engines/upscale/session';

describe('shipped ESRGAN models', () => {
  it('the engine check finds all three weight packages', () => {
    expect(checkUpscaleEngine()).toEqual({ id: 'esrgan', tools: ['upscale'], kind: 'neural', ready: true });
  });

  // Every one of the 12 model.json files converts, loads in onnxruntime, upscales by its factor and
  // maps flat grey to (nearly) the same grey, which catches a wrong pixel range or output scaling.
  for (const model of UPSCALE_MODELS) {
    it(`${model}: x2, x3, x4 and x8 convert and run`, async () => {
      for (const scale of NEURAL_SCALES) {
        const session = await ort.InferenceSession.create(await buildOnnxModel(model, scale), sessionOptions());
        const size = 12;
        const result = await session.run({ input: new ort.Tensor('float32', new Float32Array(3 * size * size).fill(128), [1, 3, size, size]) });
        const output = result.output;
        expect(output?.dims).toEqual([1, 3, size * scale, size * scale]);
        const data = output?.data as Float32Array;
        const centre = (size * scale * size * scale) / 2 + (size * scale) / 2;
        for (let c = 0; c < 3; c++) expect(Math.abs(data[c * (size * scale) ** 2 + centre] - 128)).toBeLessThan(3);
        await session.release();
      }
    });
  }
});
