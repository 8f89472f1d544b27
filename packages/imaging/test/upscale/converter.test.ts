import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import type { KerasLayer, KerasModel } from '../../src/engines/upscale/keras/keras-model';
import { kerasToOnnx, type ConversionOptions } from '../../src/engines/upscale/keras/keras-to-onnx';
import { encodeOnnxModel } from '../../src/engines/upscale/onnx/onnx-model';
import { ProtoWriter } from '../../src/engines/upscale/onnx/protobuf';
import { add, concatChannels, conv2dSame, depthToSpace, nhwc, relu, scale, toPlanes, upsampleNearest, type Nhwc } from './nhwc-reference';

/** Deterministic weights in [-0.5, 0.5). */
function pseudoRandom(count: number, seed: number): Float32Array {
  let state = seed >>> 0;
  return Float32Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  });
}

/** Builds an in-memory Keras model: layers are [className, name, inputs, config]. */
function kerasModel(layers: [string, string, string[], Record<string, unknown>][], weights: Record<string, { shape: number[]; data: Float32Array }>): KerasModel {
  const list: KerasLayer[] = layers.map(([className, name, inputs, config]) => ({ className, name, inputs, config: { name, ...config } }));
  return {
    graph: { layers: list, inputLayers: [list[0]?.name ?? ''], outputLayers: [list.at(-1)?.name ?? ''] },
    weights: new Map(Object.entries(weights)),
  };
}

const input = (channels: number): [string, string, string[], Record<string, unknown>] => ['InputLayer', 'in', [], { batch_input_shape: [null, null, null, channels] }];
const conv = (name: string, from: string, filters: number, kernel: number, extra: Record<string, unknown> = {}): [string, string, string[], Record<string, unknown>] => [
  'Conv2D',
  name,
  [from],
  { filters, kernel_size: [kernel, kernel], strides: [1, 1], padding: 'same', dilation_rate: [1, 1], activation: 'linear', use_bias: true, data_format: 'channels_last', ...extra },
];
function convWeights(name: string, kernel: number, cin: number, cout: number, seed: number) {
  return {
    [`${name}/kernel`]: { shape: [kernel, kernel, cin, cout], data: pseudoRandom(kernel * kernel * cin * cout, seed) },
    [`${name}/bias`]: { shape: [cout], data: pseudoRandom(cout, seed + 1) },
  };
}

async function runConverted(model: KerasModel, image: Nhwc, options: ConversionOptions = {}): Promise<{ dims: readonly number[]; data: Float32Array }> {
  const session = await ort.InferenceSession.create(encodeOnnxModel(kerasToOnnx(model, options)));
  const result = await session.run({ input: new ort.Tensor('float32', toPlanes(image), [1, image.channels, image.height, image.width]) });
  const output = result.output;
  if (!output) throw new Error('no output');
  return { dims: output.dims, data: output.data as Float32Array };
}

function maxDifference(actual: Float32Array, expected: Nhwc): number {
  const planes = toPlanes(expected);
  expect(actual.length).toBe(planes.length);
  return actual.reduce((worst, value, i) => Math.max(worst, Math.abs(value - planes[i])), 0);
}

describe('protobuf writer', () => {
  it('encodes varints, negative int64s, strings and nested messages per the wire format', () => {
    expect([...new ProtoWriter().int(1, 150).finish()]).toEqual([0x08, 0x96, 0x01]);
    expect([...new ProtoWriter().int(2, -1).finish()]).toEqual([0x10, ...Array(9).fill(0xff), 0x01]);
    expect([...new ProtoWriter().string(4, 'Relu').finish()]).toEqual([0x22, 4, 0x52, 0x65, 0x6c, 0x75]);
    const inner = new ProtoWriter().int(1, 3);
    expect([...new ProtoWriter().message(7, inner).int(3, 1).finish()]).toEqual([0x3a, 2, 0x08, 0x03, 0x18, 0x01]);
    expect([...new ProtoWriter().packedInts(8, [1, 300]).finish()]).toEqual([0x42, 3, 0x01, 0xac, 0x02]);
    expect([...new ProtoWriter().float(2, 0.5).finish()]).toEqual([0x15, 0x00, 0x00, 0x00, 0x3f]);
  });
});

describe('Keras -> ONNX converter', () => {
  const image = nhwc(5, 7, 3, (y, x, c) => Math.sin(y * 1.3 + x * 0.7 + c) * 2);

  it('runs a single 3x3 Conv2D with known weights exactly like the reference', async () => {
    const weights = convWeights('c', 3, 3, 2, 7);
    const model = kerasModel([input(3), conv('c', 'in', 2, 3)], weights);
    const expected = conv2dSame(image, weights['c/kernel'].data, 3, 3, 2, weights['c/bias'].data);
    const { dims, data } = await runConverted(model, image);
    expect(dims).toEqual([1, 2, 5, 7]);
    expect(maxDifference(data, expected)).toBeLessThan(1e-5);
  });

  it('matches the reference on an RRDN-like graph (relu, concat, 1x1 and even kernels, beta, residual add, pixel shuffle)', async () => {
    const weights = {
      ...convWeights('a', 3, 3, 8, 1),
      ...convWeights('b', 1, 8, 4, 3),
      ...convWeights('c', 2, 12, 8, 5),
      ...convWeights('d', 3, 8, 12, 9),
      ...convWeights('e', 3, 3, 3, 11),
    };
    const model = kerasModel(
      [
        input(3),
        conv('a', 'in', 8, 3),
        ['Activation', 'a_relu', ['a'], { activation: 'relu' }],
        conv('b', 'a_relu', 4, 1, { padding: 'valid' }),
        ['Concatenate', 'cat', ['a_relu', 'b'], { axis: 3 }],
        conv('c', 'cat', 8, 2),
        ['MultiplyBeta', 'beta', ['c'], { beta: 0.2 }],
        ['Add', 'sum', ['beta', 'a_relu'], {}],
        conv('d', 'sum', 12, 3),
        ['PixelShuffle2x', 'shuffle', ['d'], { scale: 2 }],
        conv('e', 'shuffle', 3, 3),
      ],
      weights,
    );
    const w = (name: string) => weights[`${name}/kernel`].data;
    const b = (name: string) => weights[`${name}/bias`].data;
    const scaled = scale(image, 1 / 255);
    const a = relu(conv2dSame(scaled, w('a'), 3, 3, 8, b('a')));
    const cat = concatChannels(a, conv2dSame(a, w('b'), 1, 1, 4, b('b')));
    const sum = add(scale(conv2dSame(cat, w('c'), 2, 2, 8, b('c')), 0.2), a);
    const shuffled = depthToSpace(conv2dSame(sum, w('d'), 3, 3, 12, b('d')), 2);
    const expected = scale(conv2dSame(shuffled, w('e'), 3, 3, 3, b('e')), 255);

    const { dims, data } = await runConverted(model, image, { inputScale: 1 / 255, outputScale: 255 });
    expect(dims).toEqual([1, 3, 10, 14]);
    // Outputs are ~255 in magnitude after scaling, so allow float rounding relative to that.
    expect(maxDifference(data, expected)).toBeLessThan(1e-3);
  });

  it('matches the reference on an RDN-like upsampling tail (nearest UpSampling2D then conv)', async () => {
    const weights = { ...convWeights('u', 3, 3, 6, 21), ...convWeights('sr', 3, 6, 3, 23) };
    const model = kerasModel(
      [input(3), conv('u', 'in', 6, 3), ['UpSampling2D', 'up', ['u'], { size: [3, 3], interpolation: 'nearest', data_format: 'channels_last' }], conv('sr', 'up', 3, 3)],
      weights,
    );
    const up = upsampleNearest(conv2dSame(image, weights['u/kernel'].data, 3, 3, 6, weights['u/bias'].data), 3);
    const expected = conv2dSame(up, weights['sr/kernel'].data, 3, 3, 3, weights['sr/bias'].data);
    const { dims, data } = await runConverted(model, image);
    expect(dims).toEqual([1, 3, 15, 21]);
    expect(maxDifference(data, expected)).toBeLessThan(1e-4);
  });

  it('rejects layers it cannot convert, naming them', () => {
    const model = kerasModel([input(3), ['Lambda', 'custom', ['in'], { function: 'x' }]], {});
    expect(() => kerasToOnnx(model)).toThrow(/Lambda/);
    const wrongShape = kerasModel([input(3), conv('c', 'in', 2, 3)], convWeights('c', 3, 4, 2, 1));
    expect(() => kerasToOnnx(wrongShape)).toThrow(/kernel shape/);
  });
});
