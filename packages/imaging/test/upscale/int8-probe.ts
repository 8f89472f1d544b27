/**
 * Probe, not product code: thick x4 with its convolutions in int8 (QuantizeLinear/DequantizeLinear
 * around each Conv, which onnxruntime fuses into QLinearConv on CPUs with VNNI) against float32 and
 * Lanczos-3 on the upscale quality fixtures, with the CPU each takes. Activation ranges are the
 * min/max over crops of real photos that are not fixtures. `KEEP=n` keeps the first and last n
 * convolutions in float32 (default 2). Figures: packages/imaging/src/engines/upscale/README.md.
 * Run from the repo root: node --import tsx packages/imaging/test/upscale/int8-probe.ts
 */
import * as ort from 'onnxruntime-node';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { kerasToOnnx } from '../../src/engines/upscale/keras/keras-to-onnx';
import { loadKerasModel } from '../../src/engines/upscale/keras/keras-model';
import { findModelJson } from '../../src/engines/upscale/models';
import { ProtoWriter } from '../../src/engines/upscale/onnx/protobuf';
import { encodeOnnxModel, type OnnxModel, type OnnxNode, type OnnxTensor } from '../../src/engines/upscale/onnx/onnx-model';
import { lanczosResize } from '../../src/engines/upscale/resample';
import { FIXTURES, loadFixture, downscale } from './fixtures';
import { ssim, psnr } from './metrics';
import type { Raster } from '../../src/raster';

const keras = await loadKerasModel(findModelJson('thick', 4)!);
const fresh = (): OnnxModel => kerasToOnnx(keras, { inputScale: 1 / 255, outputScale: 255, inputName: 'input', outputName: 'output' });
const planesOf = (r: Raster) => { const n = r.width * r.height; const p = new Float32Array(n * 3); for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) p[c * n + i] = r.data[i * 3 + c]; return p; };
const rasterOf = (p: Float32Array, w: number, h: number): Raster => { const n = w * h; const d = new Uint8Array(n * 3); for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) d[i * 3 + c] = Math.max(0, Math.min(255, Math.round(p[c * n + i]))); return { width: w, height: h, channels: 3, data: d }; };
const opts = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential' as const, graphOptimizationLevel: 'all' as const, logSeverityLevel: 3 as const };

// 1. Calibration on photos that are not quality fixtures.
const calib = fresh();
const convTensors = new Set<string>();
for (const n of calib.graph.nodes) if (n.opType === 'Conv') { convTensors.add(n.inputs[0]); convTensors.add(n.outputs[0]); }
for (const name of convTensors) if (name !== 'input') calib.graph.outputs.push({ name, elementType: 'float32', shape: ['n', 'c', 'h', 'w'] });
const calibSession = await ort.InferenceSession.create(encodeOnnxModel(calib), opts);
const ranges = new Map<string, [number, number]>();
for (const [photo, left, top] of [['drum.webp', 40, 100], ['guitar.webp', 20, 150], ['grass.jpg', 50, 50], ['candle.webp', 60, 200], ['gas-bottle.webp', 60, 250]] as const) {
  const data = await sharp(fileURLToPath(new URL(`../real-photos/photos/${photo}`, import.meta.url))).removeAlpha().extract({ left, top, width: 96, height: 96 }).raw().toBuffer();
  const r: Raster = { width: 96, height: 96, channels: 3, data: new Uint8Array(data) };
  const out = await calibSession.run({ input: new ort.Tensor('float32', planesOf(r), [1, 3, 96, 96]) });
  for (const name of convTensors) {
    const values = name === 'input' ? planesOf(r) : (out[name].data as Float32Array);
    let mn = 0, mx = 0; for (const v of values) { if (v < mn) mn = v; if (v > mx) mx = v; }
    const old = ranges.get(name) ?? [0, 0]; ranges.set(name, [Math.min(old[0], mn), Math.max(old[1], mx)]);
  }
}

// 2. QDQ graph: uint8 activations per tensor, int8 weights per output channel, int32 bias. Our ONNX
// writer has no 8-bit tensors, so those initializers go in a second GraphProto appended to the
// model bytes: protobuf merges a repeated singular message field, so onnxruntime sees one graph.
const q = fresh();
const inits = new Map(q.graph.initializers.map((t) => [t.name, t]));
const extra: OnnxTensor[] = []; const raw: { name: string; type: number; dims: number[]; bytes: Uint8Array }[] = [];
const actQ = new Map<string, string>();
const actParams = (name: string) => {
  if (actQ.has(name)) return actQ.get(name)!;
  const [mn, mx] = ranges.get(name)!; const scale = (mx - mn) / 255 || 1; const zp = Math.max(0, Math.min(255, Math.round(-mn / scale)));
  extra.push({ name: `${name}_s`, dims: [], data: new Float32Array([scale]) }); raw.push({ name: `${name}_z`, type: 2, dims: [], bytes: new Uint8Array([zp]) });
  actQ.set(name, name); return name;
};
const nodes: OnnxNode[] = [];
const convs = q.graph.nodes.filter((n) => n.opType === 'Conv');
const keep = Number(process.env.KEEP ?? 2);
const floatConvs = new Set(keep ? [...convs.slice(0, keep), ...convs.slice(-keep)] : []);
console.log('convs', convs.length, 'kept float', floatConvs.size, convs.slice(-3).map((n) => n.inputs[1]));
for (const node of q.graph.nodes) {
  if (node.opType !== 'Conv' || floatConvs.has(node)) { nodes.push(node); continue; }
  const [x, w, b] = node.inputs; const y = node.outputs[0];
  actParams(x); actParams(y);
  const wt = inits.get(w)!; const cout = wt.dims[0]; const per = wt.data.length / cout;
  const ws = new Float32Array(cout); const wq = new Int8Array(wt.data.length);
  for (let c = 0; c < cout; c++) { let m = 0; for (let i = 0; i < per; i++) m = Math.max(m, Math.abs(Number(wt.data[c * per + i]))); ws[c] = m / 127 || 1; for (let i = 0; i < per; i++) wq[c * per + i] = Math.round(Number(wt.data[c * per + i]) / ws[c]); }
  extra.push({ name: `${w}_ws`, dims: [cout], data: ws }); raw.push({ name: `${w}_q`, type: 3, dims: wt.dims, bytes: new Uint8Array(wq.buffer) }, { name: `${w}_wz`, type: 3, dims: [cout], bytes: new Uint8Array(cout) });
  nodes.push({ opType: 'QuantizeLinear', inputs: [x, `${x}_s`, `${x}_z`], outputs: [`${y}__xq`] }, { opType: 'DequantizeLinear', inputs: [`${y}__xq`, `${x}_s`, `${x}_z`], outputs: [`${y}__xd`] });
  nodes.push({ opType: 'DequantizeLinear', inputs: [`${w}_q`, `${w}_ws`, `${w}_wz`], outputs: [`${w}_d`], attributes: { axis: { kind: 'int', value: 0 } } });
  const ins = [`${y}__xd`, `${w}_d`];
  if (b) {
    const bt = inits.get(b)!; const sx = extra.find((t) => t.name === `${x}_s`)!.data[0] as number;
    const bsc = ws.map((v) => v * sx); const bq = new Int32Array(cout).map((_, c) => Math.round(Number(bt.data[c]) / bsc[c]));
    extra.push({ name: `${b}_bs`, dims: [cout], data: bsc }); raw.push({ name: `${b}_q`, type: 6, dims: [cout], bytes: new Uint8Array(bq.buffer) }, { name: `${b}_bz`, type: 6, dims: [cout], bytes: new Uint8Array(cout * 4) });
    nodes.push({ opType: 'DequantizeLinear', inputs: [`${b}_q`, `${b}_bs`, `${b}_bz`], outputs: [`${b}_d`], attributes: { axis: { kind: 'int', value: 0 } } });
    ins.push(`${b}_d`);
  }
  nodes.push({ ...node, inputs: ins, outputs: [`${y}__y`] });
  nodes.push({ opType: 'QuantizeLinear', inputs: [`${y}__y`, `${y}_s`, `${y}_z`], outputs: [`${y}__yq`] }, { opType: 'DequantizeLinear', inputs: [`${y}__yq`, `${y}_s`, `${y}_z`], outputs: [y] });
}
q.graph.nodes = nodes;
q.graph.initializers = q.graph.initializers.filter((t) => nodes.some((n) => n.inputs.includes(t.name))).concat(extra);
const base = encodeOnnxModel(q); const ge = new ProtoWriter();
for (const t of raw) ge.message(5, new ProtoWriter().packedInts(1, t.dims).int(2, t.type).string(8, t.name).bytes(9, t.bytes));
const tail = new ProtoWriter().message(7, ge).finish(); const qbytes = new Uint8Array(base.length + tail.length); qbytes.set(base); qbytes.set(tail, base.length);
const int8 = await ort.InferenceSession.create(qbytes, opts);
const f32 = await ort.InferenceSession.create(encodeOnnxModel(fresh()), opts);

// 3. Quality on the fixtures: 64² -> 256² (x4), one tile.
const sums = { f32: [0, 0], int8: [0, 0], lanczos: [0, 0] }; let cpuF = 0, cpuQ = 0;
for (const name of FIXTURES) {
  const ref = await loadFixture(name); const small = await downscale(ref, 4);
  const input = new ort.Tensor('float32', planesOf(small), [1, 3, 64, 64]);
  let c0 = process.cpuUsage(); const a = rasterOf((await f32.run({ input })).output.data as Float32Array, 256, 256); let c = process.cpuUsage(c0); cpuF += c.user + c.system;
  c0 = process.cpuUsage(); const b = rasterOf((await int8.run({ input })).output.data as Float32Array, 256, 256); c = process.cpuUsage(c0); cpuQ += c.user + c.system;
  const l = await lanczosResize(small, 256, 256);
  const row = { f32: [ssim(a, ref), psnr(a, ref)], int8: [ssim(b, ref), psnr(b, ref)], lanczos: [ssim(l, ref), psnr(l, ref)] };
  for (const k of ['f32', 'int8', 'lanczos'] as const) { sums[k][0] += row[k][0] / 6; sums[k][1] += row[k][1] / 6; }
  console.log(name, Object.entries(row).map(([k, v]) => `${k} ${v[0].toFixed(4)}/${v[1].toFixed(2)}`).join('  '));
}
console.log('mean', Object.entries(sums).map(([k, v]) => `${k} ${v[0].toFixed(4)}/${v[1].toFixed(2)}`).join('  '), `cpu f32 ${(cpuF / 1000).toFixed(0)} ms int8 ${(cpuQ / 1000).toFixed(0)} ms`);
