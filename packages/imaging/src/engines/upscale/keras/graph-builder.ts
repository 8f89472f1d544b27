/** The pieces layer converters share: the graph under construction and small node helpers. */
import type { OnnxNode } from '../onnx/onnx-model';
import type { KerasLayer, KerasModel } from './keras-model';

/** What each layer converter gets: the graph being built and helpers over it. */
export interface GraphBuilder {
  readonly model: KerasModel;
  add(node: OnnxNode): void;
  /** Adds a constant and returns its value name. */
  constant(name: string, dims: number[], data: Float32Array | BigInt64Array): string;
  /** Looks up a trained weight (`<layer>/kernel`, `<layer>/bias`). */
  weight(layer: string, kind: string): { shape: number[]; data: Float32Array };
}

/** A converted layer: the value it outputs and its channel count. */
export interface LayerOutput {
  value: string;
  channels: number;
}

export type LayerConverter = (layer: KerasLayer, inputs: LayerOutput[], builder: GraphBuilder) => LayerOutput;

/** The activation named in a layer config ('linear' when absent). */
export function activationName(layer: KerasLayer): string {
  const kind = layer.config.activation ?? 'linear';
  if (typeof kind !== 'string') throw new Error(`Layer ${layer.name}: activation must be a name`);
  return kind;
}

export function activation(builder: GraphBuilder, name: string, input: LayerOutput, kind: string): LayerOutput {
  switch (kind) {
    case 'linear':
      return input;
    case 'relu':
      return unary(builder, 'Relu', name, input);
    case 'sigmoid':
      return unary(builder, 'Sigmoid', name, input);
    case 'tanh':
      return unary(builder, 'Tanh', name, input);
    default:
      throw new Error(`Layer ${name}: unsupported activation ${kind}`);
  }
}

export function unary(builder: GraphBuilder, opType: string, name: string, input: LayerOutput, attributes?: OnnxNode['attributes']): LayerOutput {
  builder.add({ opType, name, inputs: [input.value], outputs: [name], ...(attributes ? { attributes } : {}) });
  return { value: name, channels: input.channels };
}

export function scaled(builder: GraphBuilder, input: LayerOutput, factor: number, name: string): LayerOutput {
  if (factor === 1) return input;
  const constant = builder.constant(`${name}/factor`, [], Float32Array.of(factor));
  builder.add({ opType: 'Mul', name, inputs: [input.value, constant], outputs: [name] });
  return { value: name, channels: input.channels };
}

export function only(layer: KerasLayer, input: LayerOutput | undefined): LayerOutput {
  if (!input || layer.inputs.length !== 1) throw new Error(`Layer ${layer.name}: expected exactly one input`);
  return input;
}

export function pair(layer: KerasLayer, key: string): [number, number] {
  const value = layer.config[key];
  if (Array.isArray(value) && value.length === 2 && value.every(Number.isInteger)) return [value[0] as number, value[1] as number];
  if (Number.isInteger(value)) return [value as number, value as number];
  throw new Error(`Layer ${layer.name}: ${key} must be an integer pair`);
}
