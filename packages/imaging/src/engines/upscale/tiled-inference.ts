/**
 * Runs a network over an RGB raster tile by tile. Overlapping tile outputs are blended with the
 * linear weights of tiling.ts into a float band one tile-row tall; rows no later tile touches are
 * rounded into the output as the band moves down. Memory is therefore one tile's activations plus
 * a band proportional to the output width, whatever the image height.
 */
import { throwIfAborted, type EngineContext } from '../context';
import type { Raster } from '../../raster';
import type { UpscaleNetwork } from './session';
import { enlargePlanesBilinear, isFlatTile } from './flat-tiles';
import { axisWeights, planTiles, type TileSpan } from './tiling';


/** A flat tile's share of a network tile's time, for progress. */
const FLAT_TILE_COST = 0.02;

export interface TileOptions {
  /** Largest tile side, in input pixels. */
  tileSize: number;
  /** Pixels shared by neighbouring tiles, in input pixels. */
  overlap: number;
  /** Input pixels at each edge of a shared strip that the tile ending there does not contribute. */
  margin: number;
}

export interface TiledContext extends EngineContext {
  /** Told at the end how many tiles there were and how many were flat (no network run). */
  onTiles?: (counts: { total: number; flat: number }) => void;
}

export async function runTiled(rgb: Raster, network: UpscaleNetwork, tiles: TileOptions, context: TiledContext = {}): Promise<Raster> {
  if (rgb.channels !== 3) throw new Error('runTiled expects an RGB raster');
  const { scale } = network;
  const columns = planTiles(rgb.width, tiles.tileSize, tiles.overlap);
  const rows = planTiles(rgb.height, tiles.tileSize, tiles.overlap);
  const outWidth = rgb.width * scale;
  const outHeight = rgb.height * scale;
  const output: Raster = { width: outWidth, height: outHeight, channels: 3, data: new Uint8Array(outWidth * outHeight * 3) };

  const columnWeights = columns.map((_, index) => axisWeights(columns, index, scale, tiles.margin));
  const tileHeight = rows[0].size;
  const band = new Float32Array(tileHeight * scale * outWidth * 3);
  let bandTop = 0;
  const total = rows.length * columns.length;
  // Every tile has the same size (see planTiles), so one input buffer serves them all.
  const planes = new Float32Array(columns[0].size * tileHeight * 3);
  // Flat tiles first, so that progress counts network work (a flat tile costs ~1/50 of one).
  const flat = rows.map((row) =>
    columns.map((column) => {
      extractPlanes(rgb, column, row, planes);
      return isFlatTile(planes, column.size * row.size);
    }),
  );
  const skipped = flat.flat().filter(Boolean).length;
  const work = total - skipped + skipped * FLAT_TILE_COST;
  let done = 0;

  for (const [rowIndex, row] of rows.entries()) {
    const rowTop = row.start * scale;
    flushRows(band, output, bandTop, rowTop);
    shiftBand(band, outWidth, rowTop - bandTop);
    bandTop = rowTop;
    const rowWeights = axisWeights(rows, rowIndex, scale, tiles.margin);
    for (const [columnIndex, column] of columns.entries()) {
      throwIfAborted(context.signal);
      extractPlanes(rgb, column, row, planes);
      // Plain backdrop: nothing for the network to add (see flat-tiles.ts).
      const isFlat = flat[rowIndex][columnIndex];
      const result = isFlat ? enlargePlanesBilinear(planes, column.size, row.size, scale) : await network.run(planes, column.size, row.size);
      accumulate(band, outWidth, result, column.start * scale, column.size * scale, row.size * scale, columnWeights[columnIndex], rowWeights);
      done += isFlat ? FLAT_TILE_COST : 1;
      context.onProgress?.(done / work);
    }
  }
  flushRows(band, output, bandTop, outHeight);
  context.onTiles?.({ total, flat: skipped });
  return output;
}

/** Copies one tile of an interleaved RGB raster into planar (CHW) floats. */
function extractPlanes(rgb: Raster, column: TileSpan, row: TileSpan, planes: Float32Array): void {
  const plane = column.size * row.size;
  for (let y = 0; y < row.size; y++) {
    let source = ((row.start + y) * rgb.width + column.start) * 3;
    const target = y * column.size;
    for (let x = 0; x < column.size; x++, source += 3) {
      planes[target + x] = rgb.data[source];
      planes[plane + target + x] = rgb.data[source + 1];
      planes[2 * plane + target + x] = rgb.data[source + 2];
    }
  }
}

/** Adds a weighted CHW tile result into the interleaved band, whose row 0 is the tile's top row. */
function accumulate(band: Float32Array, bandWidth: number, tile: Float32Array, left: number, width: number, height: number, weightsX: Float32Array, weightsY: Float32Array): void {
  const plane = width * height;
  for (let y = 0; y < height; y++) {
    const weightY = weightsY[y];
    let target = (y * bandWidth + left) * 3;
    for (let x = 0, source = y * width; x < width; x++, source++, target += 3) {
      const weight = weightY * weightsX[x];
      band[target] += weight * tile[source];
      band[target + 1] += weight * tile[plane + source];
      band[target + 2] += weight * tile[2 * plane + source];
    }
  }
}

/** Rounds band rows for output rows [from, to) into the output raster. */
function flushRows(band: Float32Array, output: Raster, bandTop: number, to: number): void {
  const rowLength = output.width * 3;
  const count = Math.min(to, output.height) - bandTop;
  if (count <= 0) return;
  const values = band.subarray(0, count * rowLength);
  const target = output.data.subarray(bandTop * rowLength, bandTop * rowLength + values.length);
  // Clamped rounding: the network's output runs a little outside 0..255.
  for (let i = 0; i < values.length; i++) target[i] = Math.min(255, Math.max(0, Math.round(values[i])));
}

/** Moves the band down by `rows` rows: what was row `rows` becomes row 0, the freed rows are zeroed. */
function shiftBand(band: Float32Array, width: number, rows: number): void {
  if (rows <= 0) return;
  const offset = Math.min(band.length, rows * width * 3);
  band.copyWithin(0, offset);
  band.fill(0, band.length - offset);
}
