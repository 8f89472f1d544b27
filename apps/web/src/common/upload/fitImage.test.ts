import { describe, expect, it } from 'vitest';
import { encodeAttempts, fitWithin, needsRedraw, renamed } from './fitImage';

const MB = 1024 * 1024;

describe('fitting phone photos to the upload rules in the browser', () => {
  it('scales a 4032x3024 phone photo (and its portrait turn) to 2047 px on the long side', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2047, height: 1535 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1535, height: 2047 });
    expect(fitWithin({ width: 2048, height: 2048 })).toEqual({ width: 2047, height: 2047 });
    expect(fitWithin({ width: 9000, height: 10 })).toEqual({ width: 2047, height: 2 });
  });

  it('leaves photos that already fit alone', () => {
    expect(fitWithin({ width: 2047, height: 1000 })).toEqual({ width: 2047, height: 1000 });
    expect(needsRedraw({ width: 2047, height: 2047 }, 5 * MB, 5 * MB, 'product')).toBe(false);
  });

  it('redraws when a side reaches 2048 px or the file is over the byte limit, never a mask', () => {
    expect(needsRedraw({ width: 4032, height: 3024 }, 3 * MB, 5 * MB, 'product')).toBe(true);
    expect(needsRedraw({ width: 1200, height: 900 }, 6 * MB, 5 * MB, 'product')).toBe(true);
    expect(needsRedraw({ width: 4032, height: 3024 }, 20 * MB, 5 * MB, 'mask')).toBe(false);
  });

  it('keeps transparency of PNGs (PNG, then WebP) and sends photos as JPEG', () => {
    expect(encodeAttempts('png').map((attempt) => attempt.type)).toEqual(['image/png', 'image/webp', 'image/webp']);
    expect(encodeAttempts('jpg').every((attempt) => attempt.type === 'image/jpeg')).toBe(true);
    expect(renamed('IMG_2041.HEIC.jpeg', 'image/jpeg')).toBe('IMG_2041.HEIC.jpg');
    expect(renamed('cutout.png', 'image/webp')).toBe('cutout.webp');
    expect(renamed('', 'image/png')).toBe('photo.png');
  });
});
