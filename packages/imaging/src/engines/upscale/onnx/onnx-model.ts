/**
 * Plain-object description of an ONNX model and its protobuf serialisation. Field numbers follow
 * onnx.proto (ModelProto, GraphProto, NodeProto, TensorProto, ValueInfoProto, TypeProto,
 * TensorShapeProto, AttributeProto, OperatorSetIdProto); only the fields we emit are covered.
 */
import { ProtoWriter } from './protobuf';

export type OnnxElementType = 'float32' | 'int64';

export interface OnnxTensor {
  name: string;
  dims: number[];
  data: Float32Array | BigInt64Array;
}

export type OnnxAttribute =
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'ints'; value: number[] }
  | { kind: 'floats'; value: number[] };

export interface OnnxNode {
  opType: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  attributes?: Record<string, OnnxAttribute>;
}

export interface OnnxValueInfo {
  name: string;
  elementType: OnnxElementType;
  /** A number is a fixed size, a string a named free dimension. */
  shape: (number | string)[];
}

export interface OnnxGraph {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
}

export interface OnnxModel {
  /** IR 8 with opset 17 is read by every onnxruntime since 1.14. */
  irVersion: number;
  opsetVersion: number;
  producerName: string;
  graph: OnnxGraph;
}

/** TensorProto.DataType values. */
const DATA_TYPE: Record<OnnxElementType, number> = { float32: 1, int64: 7 };

/** AttributeProto.AttributeType values. */
const ATTRIBUTE_TYPE = { float: 1, int: 2, string: 3, floats: 6, ints: 7 } as const;

export const attr = {
  int: (value: number): OnnxAttribute => ({ kind: 'int', value }),
  float: (value: number): OnnxAttribute => ({ kind: 'float', value }),
  string: (value: string): OnnxAttribute => ({ kind: 'string', value }),
  ints: (value: number[]): OnnxAttribute => ({ kind: 'ints', value }),
  floats: (value: number[]): OnnxAttribute => ({ kind: 'floats', value }),
};

export function encodeOnnxModel(model: OnnxModel): Uint8Array {
  const opset = new ProtoWriter().string(1, '').int(2, model.opsetVersion);
  return new ProtoWriter()
    .int(1, model.irVersion)
    .string(2, model.producerName)
    .message(7, encodeGraph(model.graph))
    .message(8, opset)
    .finish();
}

function encodeGraph(graph: OnnxGraph): ProtoWriter {
  const writer = new ProtoWriter();
  for (const node of graph.nodes) writer.message(1, encodeNode(node));
  writer.string(2, graph.name);
  for (const tensor of graph.initializers) writer.message(5, encodeTensor(tensor));
  for (const input of graph.inputs) writer.message(11, encodeValueInfo(input));
  for (const output of graph.outputs) writer.message(12, encodeValueInfo(output));
  return writer;
}

function encodeNode(node: OnnxNode): ProtoWriter {
  const writer = new ProtoWriter();
  for (const input of node.inputs) writer.string(1, input);
  for (const output of node.outputs) writer.string(2, output);
  if (node.name) writer.string(3, node.name);
  writer.string(4, node.opType);
  for (const [name, attribute] of Object.entries(node.attributes ?? {})) writer.message(5, encodeAttribute(name, attribute));
  return writer;
}

function encodeAttribute(name: string, attribute: OnnxAttribute): ProtoWriter {
  const writer = new ProtoWriter().string(1, name).int(20, ATTRIBUTE_TYPE[attribute.kind]);
  switch (attribute.kind) {
    case 'float':
      return writer.float(2, attribute.value);
    case 'int':
      return writer.int(3, attribute.value);
    case 'string':
      return writer.string(4, attribute.value);
    case 'floats':
      return writer.packedFloats(7, attribute.value);
    case 'ints':
      return writer.packedInts(8, attribute.value);
  }
}

function encodeTensor(tensor: OnnxTensor): ProtoWriter {
  const expected = tensor.dims.reduce((product, dim) => product * dim, 1);
  if (expected !== tensor.data.length) {
    throw new RangeError(`Tensor ${tensor.name}: dims ${tensor.dims.join('x')} need ${expected} values, got ${tensor.data.length}`);
  }
  const elementType: OnnxElementType = tensor.data instanceof Float32Array ? 'float32' : 'int64';
  // raw_data is little-endian; typed arrays are little-endian on every platform Node supports.
  const raw = new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength);
  return new ProtoWriter().packedInts(1, tensor.dims).int(2, DATA_TYPE[elementType]).string(8, tensor.name).bytes(9, raw);
}

function encodeValueInfo(info: OnnxValueInfo): ProtoWriter {
  const shape = new ProtoWriter();
  for (const dim of info.shape) {
    const dimension = new ProtoWriter();
    if (typeof dim === 'number') dimension.int(1, dim);
    else dimension.string(2, dim);
    shape.message(1, dimension);
  }
  const tensorType = new ProtoWriter().int(1, DATA_TYPE[info.elementType]).message(2, shape);
  const type = new ProtoWriter().message(1, tensorType);
  return new ProtoWriter().string(1, info.name).message(2, type);
}
