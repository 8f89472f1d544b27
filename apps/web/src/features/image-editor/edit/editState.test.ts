import { describe, expect, it } from 'vitest';
import { adjustOperation, editedSize, flipped, IDENTITY_EDIT, isIdentity, previewFilter, previewTransform, rotated, sharpnessKernel, warmthMatrix } from './editState';

describe('edit state', () => {
  it('turns in quarter turns both ways and wraps around', () => {
    expect(rotated(IDENTITY_EDIT, 1).rotate).toBe(90);
    expect(rotated(IDENTITY_EDIT, -1).rotate).toBe(270);
    let state = IDENTITY_EDIT;
    for (let turn = 0; turn < 4; turn++) state = rotated(state, 1);
    expect(isIdentity(state)).toBe(true);
  });

  it('swaps the sides of the result on 90 and 270 only', () => {
    expect(editedSize({ width: 400, height: 300 }, 90)).toEqual({ width: 300, height: 400 });
    expect(editedSize({ width: 400, height: 300 }, 180)).toEqual({ width: 400, height: 300 });
    expect(editedSize({ width: 400, height: 300 }, 270)).toEqual({ width: 300, height: 400 });
  });

  it('sends exactly the adjust operation of the tool', () => {
    const state = { ...flipped(rotated(IDENTITY_EDIT, 1), 'flipH'), brightness: 20 };
    expect(adjustOperation(state)).toEqual({ operation: { type: 'adjust', rotate: 90, flipH: true, flipV: false, brightness: 20, contrast: 0, saturation: 0, warmth: 0, sharpness: 0 } });
  });

  it('previews flips after the rotation and tone with the CSS equivalents', () => {
    expect(previewTransform({ ...IDENTITY_EDIT, rotate: 90, flipV: true })).toBe('translate(-50%, -50%) scale(1, -1) rotate(90deg)');
    expect(previewFilter({ ...IDENTITY_EDIT, brightness: 50, contrast: -20, saturation: -100 }, 'f')).toBe('brightness(1.500) contrast(0.800) saturate(0.000) url(#f)');
    expect(warmthMatrix(100)).toBe('1.2000 0 0 0 0  0 1 0 0 0  0 0 0.8000 0 0  0 0 0 1 0');
  });

  it('scales the unsharp mask like the server, in displayed pixels', () => {
    expect(sharpnessKernel(100, 2000, 0.5)).toEqual({ amount: 1.5, sigma: 1 });
    expect(sharpnessKernel(-50, 400, 1)).toEqual({ amount: -0.5, sigma: 2 });
  });
});
