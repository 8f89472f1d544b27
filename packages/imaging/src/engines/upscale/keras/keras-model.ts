/**
 * Reads a TensorFlow.js "layers-model" (model.json: Keras topology + weights manifest, plus
 * binary weight shards) into plain data: the layer list and a map of named float32 weights.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface KerasLayer {
  className: string;
  name: string;
  config: Record<string, unknown>;
  /** Names of the layers whose (single) output feeds this layer, in order. */
  inputs: string[];
}

export interface KerasGraph {
  layers: KerasLayer[];
  inputLayers: string[];
  outputLayers: string[];
}

export interface KerasModel {
  graph: KerasGraph;
  weights: Map<string, { shape: number[]; data: Float32Array }>;
}

interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: unknown;
}

interface LayersModelJson {
  /** Either the Keras model config itself or a wrapper holding it as `model_config`. */
  modelTopology: RawModelConfig & { model_config?: RawModelConfig };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

interface RawModelConfig {
  class_name?: string;
  config?: RawFunctionalConfig;
}

interface RawFunctionalConfig {
  layers: { class_name: string; name?: string; config: Record<string, unknown>; inbound_nodes: unknown[] }[];
  input_layers: unknown[];
  output_layers: unknown[];
}

/** Loads model.json and every shard it names (shards sit next to it). */
export async function loadKerasModel(modelJsonPath: string): Promise<KerasModel> {
  const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as LayersModelJson;
  const graph = parseTopology(json);
  const weights = new Map<string, { shape: number[]; data: Float32Array }>();
  for (const group of json.weightsManifest) {
    const shards = await Promise.all(group.paths.map((path) => readFile(join(dirname(modelJsonPath), path))));
    const bytes = Buffer.concat(shards);
    let offset = 0;
    for (const spec of group.weights) {
      if (spec.dtype !== 'float32' || spec.quantization) {
        throw new Error(`Weight ${spec.name}: only unquantised float32 weights are supported (got ${spec.dtype})`);
      }
      const count = spec.shape.reduce((product, dim) => product * dim, 1);
      const byteLength = count * 4;
      if (offset + byteLength > bytes.byteLength) throw new Error(`Weight ${spec.name} runs past the end of its shards`);
      // Copy into an aligned buffer: shard offsets are not guaranteed to be multiples of 4.
      const data = new Float32Array(count);
      new Uint8Array(data.buffer).set(bytes.subarray(offset, offset + byteLength));
      weights.set(spec.name, { shape: spec.shape, data });
      offset += byteLength;
    }
  }
  return { graph, weights };
}

/** Turns the Keras functional-model config into a layer list with resolved input names. */
export function parseTopology(json: Pick<LayersModelJson, 'modelTopology'>): KerasGraph {
  const config = (json.modelTopology.model_config ?? json.modelTopology).config;
  if (!config?.layers) throw new Error('model.json has no Keras functional model config');
  const { layers, input_layers, output_layers } = config;
  return {
    layers: layers.map((layer) => {
      const name = layer.name ?? String(layer.config.name);
      if (layer.inbound_nodes.length > 1) throw new Error(`Layer ${name} is shared (called ${layer.inbound_nodes.length} times); not supported`);
      return { className: layer.class_name, name, config: layer.config, inputs: parseInbound(name, layer.inbound_nodes[0]) };
    }),
    inputLayers: input_layers.map((entry) => tensorRef('input_layers', entry)),
    outputLayers: output_layers.map((entry) => tensorRef('output_layers', entry)),
  };
}

/** Keras 2 inbound node: a list of [layerName, nodeIndex, tensorIndex, kwargs]. */
function parseInbound(layer: string, node: unknown): string[] {
  if (node === undefined) return [];
  if (!Array.isArray(node)) throw new Error(`Layer ${layer}: unsupported inbound_nodes format (Keras 3?)`);
  return node.map((entry) => tensorRef(layer, entry));
}

function tensorRef(where: string, entry: unknown): string {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string') throw new Error(`${where}: malformed tensor reference`);
  if (entry[1] !== 0 || entry[2] !== 0) throw new Error(`${where}: only single-output, unshared layers are supported`);
  return entry[0];
}
