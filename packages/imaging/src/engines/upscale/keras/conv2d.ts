/** Keras Conv2D (channels_last, kernel [kh, kw, in, out]) -> ONNX Conv (NCHW, weight [out, in, kh, kw]). */
import { attr, type OnnxAttribute } from '../onnx/onnx-model';
import { activation, activationName, only, pair, type GraphBuilder, type LayerOutput } from './graph-builder';
import type { KerasLayer } from './keras-model';

export function convertConv2D(layer: KerasLayer, [input]: LayerOutput[], builder: GraphBuilder): LayerOutput {
  const source = only(layer, input);
  const { config } = layer;
  if ((config.data_format ?? 'channels_last') !== 'channels_last') throw new Error(`Layer ${layer.name}: only channels_last Conv2D is supported`);
  const [kernelH, kernelW] = pair(layer, 'kernel_size');
  const [strideH, strideW] = config.strides === undefined ? [1, 1] : pair(layer, 'strides');
  const [dilationH, dilationW] = config.dilation_rate === undefined ? [1, 1] : pair(layer, 'dilation_rate');
  const groups = Number(config.groups ?? 1);
  const filters = Number(config.filters);

  const kernel = builder.weight(layer.name, 'kernel');
  const [kh, kw, inPerGroup, out] = kernel.shape;
  if (kh !== kernelH || kw !== kernelW || out !== filters || inPerGroup !== source.channels / groups) {
    throw new Error(`Layer ${layer.name}: kernel shape ${kernel.shape.join('x')} does not match its config or its ${source.channels}-channel input`);
  }
  const inputs = [source.value, builder.constant(`${layer.name}/kernel`, [out, inPerGroup, kh, kw], toOihw(kernel.data, kh, kw, inPerGroup, out))];
  if (config.use_bias !== false) {
    const bias = builder.weight(layer.name, 'bias');
    if (bias.data.length !== filters) throw new Error(`Layer ${layer.name}: bias has ${bias.data.length} values for ${filters} filters`);
    inputs.push(builder.constant(`${layer.name}/bias`, [filters], bias.data));
  }

  const attributes: Record<string, OnnxAttribute> = {
    kernel_shape: attr.ints([kh, kw]),
    strides: attr.ints([strideH, strideW]),
    dilations: attr.ints([dilationH, dilationW]),
    group: attr.int(groups),
  };
  if (config.padding === 'same' && (strideH > 1 || strideW > 1)) {
    // TensorFlow's SAME puts the odd pixel of padding at the end, like ONNX SAME_UPPER.
    attributes.auto_pad = attr.string('SAME_UPPER');
  } else if (config.padding === 'same') {
    const [top, bottom] = samePadding(kh, dilationH);
    const [left, right] = samePadding(kw, dilationW);
    attributes.pads = attr.ints([top, left, bottom, right]);
  } else if (config.padding === 'valid') {
    attributes.pads = attr.ints([0, 0, 0, 0]);
  } else {
    throw new Error(`Layer ${layer.name}: unsupported padding ${String(config.padding)}`);
  }

  const kind = activationName(layer);
  const convName = kind === 'linear' ? layer.name : `${layer.name}/conv`;
  builder.add({ opType: 'Conv', name: convName, inputs, outputs: [convName], attributes });
  return activation(builder, layer.name, { value: convName, channels: filters }, kind);
}

/** Stride-1 SAME padding (begin, end) for one axis; the extra pixel of an even kernel goes at the end. */
function samePadding(kernel: number, dilation: number): [number, number] {
  const total = (kernel - 1) * dilation;
  const begin = Math.floor(total / 2);
  return [begin, total - begin];
}

/** Reorders HWIO (Keras) weights into OIHW (ONNX). */
export function toOihw(hwio: Float32Array, kh: number, kw: number, cin: number, cout: number): Float32Array {
  const oihw = new Float32Array(hwio.length);
  for (let y = 0; y < kh; y++) {
    for (let x = 0; x < kw; x++) {
      for (let i = 0; i < cin; i++) {
        const source = ((y * kw + x) * cin + i) * cout;
        for (let o = 0; o < cout; o++) oihw[((o * cin + i) * kh + y) * kw + x] = hwio[source + o];
      }
    }
  }
  return oihw;
}
