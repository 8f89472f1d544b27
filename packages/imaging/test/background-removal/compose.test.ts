import { describe, expect, it } from 'vitest';
import { composeCutout, composeOnColor, cropRaster, parseHexColor, subjectBox } from '../../src/engines/background-removal/compose';
import { labelRegions, restrictToSubject } from '../../src/engines/background-removal/subject-support';
import type { Raster } from '../../src/raster';

function maskWithSquare(width: number, height: number, left: number, top: number, side: number): Raster {
  const data = new Uint8Array(width * height);
  for (let y = top; y < top + side; y++) data.fill(255, y * width + left, y * width + left + side);
  return { width, height, channels: 1, data };
}

describe('compose', () => {
  it('finds the subject box and grows it by the margin, clipped to the image', () => {
    const mask = maskWithSquare(40, 30, 10, 5, 10);
    expect(subjectBox(mask, 0)).toEqual({ left: 10, top: 5, width: 10, height: 10 });
    expect(subjectBox(mask, 20)).toEqual({ left: 8, top: 3, width: 14, height: 14 });
    expect(subjectBox(mask, 100)).toEqual({ left: 0, top: 0, width: 30, height: 25 });
    expect(subjectBox({ width: 4, height: 4, channels: 1, data: new Uint8Array(16) }, 10)).toBeUndefined();
  });

  it('crops any raster to a box', () => {
    const raster: Raster = { width: 4, height: 3, channels: 2, data: Uint8Array.from({ length: 24 }, (_, i) => i) };
    const cropped = cropRaster(raster, { left: 1, top: 1, width: 2, height: 2 });
    expect(Array.from(cropped.data)).toEqual([10, 11, 12, 13, 18, 19, 20, 21]);
  });

  it('flattens on a colour as aF + (1-a)C and zeroes fully transparent cut-out pixels', () => {
    const mask: Raster = { width: 3, height: 1, channels: 1, data: Uint8Array.from([0, 128, 255]) };
    const foreground = Uint8Array.from([9, 9, 9, 200, 100, 0, 10, 20, 30]);
    expect(Array.from(composeOnColor(foreground, mask, parseHexColor('#0000ff')).data)).toEqual([0, 0, 255, 100, 50, 127, 10, 20, 30]);
    expect(Array.from(composeCutout(foreground, mask).data)).toEqual([0, 0, 0, 0, 200, 100, 0, 128, 10, 20, 30, 255]);
    expect(() => parseHexColor('red')).toThrow(RangeError);
  });
});

describe('subject support', () => {
  it('labels 8-connected regions with their areas', () => {
    // Row-major 4x3: a diagonal pair at the left, a vertical run of three at the right.
    const mask = Uint8Array.from([1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1]);
    const { labels, areas } = labelRegions(mask, 4, 3);
    expect(areas.slice(1).sort()).toEqual([2, 3]);
    expect(labels[0]).toBe(labels[5]);
    expect(labels[3]).not.toBe(labels[0]);
    expect(labels[2]).toBe(0);
  });

  it('keeps the subject and its margin and drops small far-away specks', () => {
    const side = 64;
    const probability = new Float32Array(side * side);
    for (let y = 20; y < 40; y++) for (let x = 20; x < 40; x++) probability[y * side + x] = 0.95;
    probability[19 * side + 30] = 0.3; // soft edge just outside the subject
    probability[2 * side + 2] = 0.9; // a speck far away
    probability[60 * side + 60] = 0.4;
    restrictToSubject(probability, side);
    expect(probability[30 * side + 30]).toBeCloseTo(0.95, 5);
    expect(probability[19 * side + 30]).toBeCloseTo(0.3, 5);
    expect(probability[2 * side + 2]).toBe(0);
    expect(probability[60 * side + 60]).toBe(0);
  });
});
