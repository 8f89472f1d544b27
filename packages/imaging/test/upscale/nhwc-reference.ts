/**
 * A slow, obvious NHWC (batch 1) implementation of the Keras operations the converter handles,
 * written from the Keras/TensorFlow definitions. Converter tests compare onnxruntime's output of a
 * converted graph with these.
 */
export interface Nhwc {
  height: number;
  width: number;
  channels: number;
  data: Float32Array;
}

export function nhwc(height: number, width: number, channels: number, fill: (y: number, x: number, c: number) => number): Nhwc {
  const data = new Float32Array(height * width * channels);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) for (let c = 0; c < channels; c++) data[(y * width + x) * channels + c] = fill(y, x, c);
  return { height, width, channels, data };
}

const at = (t: Nhwc, y: number, x: number, c: number) => t.data[(y * t.width + x) * t.channels + c];

/** Stride-1 'same' convolution, kernel HWIO, zero padding (extra pixel of an even kernel at the end). */
export function conv2dSame(input: Nhwc, kernel: Float32Array, kh: number, kw: number, filters: number, bias: Float32Array): Nhwc {
  const top = Math.floor((kh - 1) / 2);
  const left = Math.floor((kw - 1) / 2);
  return nhwc(input.height, input.width, filters, (y, x, o) => {
    let sum = bias[o];
    for (let dy = 0; dy < kh; dy++) {
      for (let dx = 0; dx < kw; dx++) {
        const sy = y + dy - top;
        const sx = x + dx - left;
        if (sy < 0 || sx < 0 || sy >= input.height || sx >= input.width) continue;
        for (let i = 0; i < input.channels; i++) sum += at(input, sy, sx, i) * kernel[((dy * kw + dx) * input.channels + i) * filters + o];
      }
    }
    return sum;
  });
}

export const relu = (t: Nhwc): Nhwc => ({ ...t, data: t.data.map((v) => Math.max(0, v)) });
export const scale = (t: Nhwc, factor: number): Nhwc => ({ ...t, data: t.data.map((v) => v * factor) });
export const add = (a: Nhwc, b: Nhwc): Nhwc => ({ ...a, data: a.data.map((v, i) => v + b.data[i]) });

export function concatChannels(a: Nhwc, b: Nhwc): Nhwc {
  return nhwc(a.height, a.width, a.channels + b.channels, (y, x, c) => (c < a.channels ? at(a, y, x, c) : at(b, y, x, c - a.channels)));
}

export function upsampleNearest(t: Nhwc, factor: number): Nhwc {
  return nhwc(t.height * factor, t.width * factor, t.channels, (y, x, c) => at(t, Math.floor(y / factor), Math.floor(x / factor), c));
}

/** tf.depthToSpace(NHWC): out[y*b+dy, x*b+dx, c] = in[y, x, (dy*b + dx)*C + c]. */
export function depthToSpace(t: Nhwc, block: number): Nhwc {
  const outChannels = t.channels / (block * block);
  return nhwc(t.height * block, t.width * block, outChannels, (y, x, c) =>
    at(t, Math.floor(y / block), Math.floor(x / block), ((y % block) * block + (x % block)) * outChannels + c),
  );
}

/** NHWC -> NCHW planes, the layout the converted graphs take. */
export function toPlanes(t: Nhwc): Float32Array {
  const plane = t.height * t.width;
  const out = new Float32Array(plane * t.channels);
  for (let i = 0; i < plane; i++) for (let c = 0; c < t.channels; c++) out[c * plane + i] = t.data[i * t.channels + c];
  return out;
}
