import { describe, expect, it } from 'vitest';
import { downscaledSize, downscaleMimeType } from './downscaleRules';

describe('downscaling a photo before upload', () => {
  it('leaves photos under 2048 px alone', () => {
    expect(downscaledSize(2047, 1000)).toBeNull();
    expect(downscaledSize(640, 480)).toBeNull();
  });

  it('reduces a 4032 x 3024 phone photo to 2047 px on its long side, keeping the ratio', () => {
    expect(downscaledSize(4032, 3024)).toEqual({ width: 2047, height: 1535 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 1535, height: 2047 });
    expect(downscaledSize(2048, 2048)).toEqual({ width: 2047, height: 2047 });
  });

  it('keeps the file type', () => {
    expect(downscaleMimeType('jpg')).toBe('image/jpeg');
    expect(downscaleMimeType('png')).toBe('image/png');
    expect(downscaleMimeType('webp')).toBe('image/webp');
  });
});
