import { describe, expect, it } from 'vitest';
import { clampOffset, frameSize } from './frame';

describe('outpaint frame', () => {
  it('finds the smallest frame of the ratio around the image', () => {
    expect(frameSize(1024, 1024, '16:9')).toEqual({ width: 1820, height: 1024 });
    expect(frameSize(1600, 900, '1:1')).toEqual({ width: 1600, height: 1600 });
    expect(frameSize(900, 1200, '3:4')).toEqual({ width: 900, height: 1200 });
  });

  it('keeps the image inside the frame', () => {
    expect(clampOffset({ x: -5, y: 900 }, { width: 100, height: 100 }, { width: 300, height: 200 })).toEqual({ x: 0, y: 100 });
  });
});
