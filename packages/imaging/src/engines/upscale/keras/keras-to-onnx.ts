/**
 * Converts a Keras functional graph (channels-last, as saved by the TensorFlow.js converter) into
 * an ONNX graph in NCHW layout, which onnxruntime's CPU kernels run fastest. Covers the layers of
 * the UpscalerJS ESRGAN/RDN/RRDN models plus a few common neighbours; anything else is rejected
 * with the layer's name rather than converted wrongly.
 */
import { attr, type OnnxModel, type OnnxNode, type OnnxTensor } from '../onnx/onnx-model';
import { convertConv2D } from './conv2d';
import { activation, activationName, only, pair, scaled, unary, type GraphBuilder, type LayerConverter, type LayerOutput } from './graph-builder';
import type { KerasGraph, KerasLayer, KerasModel } from './keras-model';

export interface ConversionOptions {
  /** Multiplies the input first: e.g. 1/255 when the network was trained on 0..1 pixels. */
  inputScale?: number;
  /** Multiplies the network's output: e.g. 255 to return 0..255 pixels. */
  outputScale?: number;
  inputName?: string;
  outputName?: string;
}

export function kerasToOnnx(model: KerasModel, options: ConversionOptions = {}): OnnxModel {
  const { graph } = model;
  const inputName = options.inputName ?? 'input';
  const outputName = options.outputName ?? 'output';
  if (graph.inputLayers.length !== 1 || graph.outputLayers.length !== 1) throw new Error('Only single-input, single-output models are supported');

  const nodes: OnnxNode[] = [];
  const initializers: OnnxTensor[] = [];
  const builder: GraphBuilder = {
    model,
    add: (node) => nodes.push(node),
    constant(name, dims, data) {
      initializers.push({ name, dims, data });
      return name;
    },
    weight(layer, kind) {
      const found = model.weights.get(`${layer}/${kind}`) ?? model.weights.get(`${layer}/${kind}:0`);
      if (!found) throw new Error(`Layer ${layer}: weight ${kind} is missing from the weights manifest`);
      return found;
    },
  };

  const outputs = new Map<string, LayerOutput>();
  let inputChannels = 0;
  for (const layer of topologicalOrder(graph)) {
    if (layer.className === 'InputLayer') {
      inputChannels = inputLayerChannels(layer);
      outputs.set(layer.name, scaled(builder, { value: inputName, channels: inputChannels }, options.inputScale ?? 1, `${layer.name}/scaled`));
      continue;
    }
    const convert = converterFor(layer.className);
    const inputs = layer.inputs.map((name) => {
      const output = outputs.get(name);
      if (!output) throw new Error(`Layer ${layer.name}: input ${name} is not produced by any layer`);
      return output;
    });
    outputs.set(layer.name, convert(layer, inputs, builder));
  }

  const last = outputs.get(graph.outputLayers[0] ?? '');
  if (!last) throw new Error('The output layer was never produced');
  const result = scaled(builder, last, options.outputScale ?? 1, `${outputName}/scaled`);
  nodes.push({ opType: 'Identity', inputs: [result.value], outputs: [outputName] });

  return {
    irVersion: 8,
    opsetVersion: 17,
    producerName: 'vitrina-keras-to-onnx',
    graph: {
      name: 'keras_graph',
      nodes,
      initializers,
      inputs: [{ name: inputName, elementType: 'float32', shape: ['batch', inputChannels, 'height', 'width'] }],
      outputs: [{ name: outputName, elementType: 'float32', shape: ['batch', result.channels, 'out_height', 'out_width'] }],
    },
  };
}

const converters: Record<string, LayerConverter> = {
  Conv2D: convertConv2D,
  Activation: (layer, [input], builder) => activation(builder, layer.name, only(layer, input), activationName(layer)),
  ReLU: convertReLU,
  LeakyReLU: (layer, [input], builder) => {
    const alpha = Number(layer.config.alpha ?? layer.config.negative_slope ?? 0.3);
    return unary(builder, 'LeakyRelu', layer.name, only(layer, input), { alpha: attr.float(alpha) });
  },
  Add: (layer, inputs, builder) => elementwise(builder, layer, inputs, 'Add'),
  Multiply: (layer, inputs, builder) => elementwise(builder, layer, inputs, 'Mul'),
  Concatenate: convertConcatenate,
  MultiplyBeta: (layer, [input], builder) => {
    // Custom layer of the RRDN models: residual scaling by a constant (config.beta, 0.2 in ESRGAN).
    if (typeof layer.config.beta !== 'number') throw new Error(`Layer ${layer.name}: MultiplyBeta without a numeric beta`);
    return scaled(builder, only(layer, input), layer.config.beta, layer.name);
  },
  UpSampling2D: convertUpSampling2D,
  PixelShuffle: convertPixelShuffle,
};

function converterFor(className: string): LayerConverter {
  // RRDN saves its pixel shuffle as `PixelShuffle2x`, `PixelShuffle4x`, ... (one class per scale).
  const key = /^PixelShuffle\d+x$/.test(className) ? 'PixelShuffle' : className;
  const converter = converters[key];
  if (!converter) {
    const hint = className === 'Lambda' ? ' (Lambda layers hold Python code that cannot be converted)' : '';
    throw new Error(`Unsupported Keras layer type ${className}${hint}`);
  }
  return converter;
}

function convertReLU(layer: KerasLayer, [input]: LayerOutput[], builder: GraphBuilder): LayerOutput {
  const { max_value: maxValue, negative_slope: slope = 0, threshold = 0 } = layer.config;
  if ((maxValue !== null && maxValue !== undefined) || threshold !== 0) throw new Error(`Layer ${layer.name}: ReLU with max_value/threshold is not supported`);
  if (slope !== 0) return unary(builder, 'LeakyRelu', layer.name, only(layer, input), { alpha: attr.float(Number(slope)) });
  return unary(builder, 'Relu', layer.name, only(layer, input));
}

function convertConcatenate(layer: KerasLayer, inputs: LayerOutput[], builder: GraphBuilder): LayerOutput {
  const axis = nchwAxis(layer, Number(layer.config.axis ?? -1));
  builder.add({ opType: 'Concat', name: layer.name, inputs: inputs.map((input) => input.value), outputs: [layer.name], attributes: { axis: attr.int(axis) } });
  const channels = axis === 1 ? inputs.reduce((sum, input) => sum + input.channels, 0) : (inputs[0]?.channels ?? 0);
  return { value: layer.name, channels };
}

function convertUpSampling2D(layer: KerasLayer, [input]: LayerOutput[], builder: GraphBuilder): LayerOutput {
  const [sizeH, sizeW] = pair(layer, 'size');
  if (layer.config.interpolation !== 'nearest') throw new Error(`Layer ${layer.name}: only nearest UpSampling2D is supported`);
  const scales = builder.constant(`${layer.name}/scales`, [4], Float32Array.of(1, 1, sizeH, sizeW));
  builder.add({
    opType: 'Resize',
    name: layer.name,
    // The empty name skips the optional `roi` input.
    inputs: [only(layer, input).value, '', scales],
    outputs: [layer.name],
    // With an integer factor, asymmetric + floor repeats each pixel exactly `size` times.
    attributes: { mode: attr.string('nearest'), coordinate_transformation_mode: attr.string('asymmetric'), nearest_mode: attr.string('floor') },
  });
  return { value: layer.name, channels: only(layer, input).channels };
}

function convertPixelShuffle(layer: KerasLayer, [input]: LayerOutput[], builder: GraphBuilder): LayerOutput {
  const scale = Number(layer.config.scale);
  const source = only(layer, input);
  if (!Number.isInteger(scale) || scale < 2 || source.channels % (scale * scale) !== 0) {
    throw new Error(`Layer ${layer.name}: bad pixel-shuffle scale ${String(layer.config.scale)} for ${source.channels} channels`);
  }
  // tf.depthToSpace in NHWC reads channel index (dy * scale + dx) * C + c: ONNX's DCR ordering.
  builder.add({ opType: 'DepthToSpace', name: layer.name, inputs: [source.value], outputs: [layer.name], attributes: { blocksize: attr.int(scale), mode: attr.string('DCR') } });
  return { value: layer.name, channels: source.channels / (scale * scale) };
}

function elementwise(builder: GraphBuilder, layer: KerasLayer, inputs: LayerOutput[], opType: 'Add' | 'Mul'): LayerOutput {
  const first = inputs[0];
  if (!first || inputs.length < 2) throw new Error(`Layer ${layer.name}: needs at least two inputs`);
  const variadic = opType === 'Add' ? 'Sum' : 'Mul';
  if (inputs.length > 2 && variadic !== 'Sum') throw new Error(`Layer ${layer.name}: Multiply of more than two inputs is not supported`);
  builder.add({ opType: inputs.length > 2 ? variadic : opType, name: layer.name, inputs: inputs.map((input) => input.value), outputs: [layer.name] });
  return { value: layer.name, channels: first.channels };
}

/** Maps a channels-last axis of a 4-D tensor onto NCHW. */
function nchwAxis(layer: KerasLayer, axis: number): number {
  const mapped = ({ 1: 2, 2: 3, 3: 1, [-1]: 1, [-2]: 3, [-3]: 2 } as Record<number, number>)[axis];
  if (mapped === undefined) throw new Error(`Layer ${layer.name}: cannot map axis ${axis}`);
  return mapped;
}

function inputLayerChannels(layer: KerasLayer): number {
  const shape: unknown = layer.config.batch_input_shape ?? layer.config.batch_shape;
  const channels: unknown = Array.isArray(shape) ? (shape as unknown[])[3] : undefined;
  if (!Array.isArray(shape) || shape.length !== 4 || typeof channels !== 'number') throw new Error(`Input ${layer.name}: expected an NHWC image input with a fixed channel count`);
  return channels;
}

/** Keras lists layers in a valid order in practice; sorting anyway costs nothing and guards against surprises. */
function topologicalOrder(graph: KerasGraph): KerasLayer[] {
  const byName = new Map(graph.layers.map((layer) => [layer.name, layer]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: KerasLayer[] = [];
  const visit = (name: string): void => {
    const mark = state.get(name);
    if (mark === 'done') return;
    if (mark === 'visiting') throw new Error(`The Keras graph has a cycle at ${name}`);
    const layer = byName.get(name);
    if (!layer) throw new Error(`Unknown layer ${name}`);
    state.set(name, 'visiting');
    for (const input of layer.inputs) visit(input);
    state.set(name, 'done');
    ordered.push(layer);
  };
  for (const layer of graph.layers) visit(layer.name);
  return ordered;
}
