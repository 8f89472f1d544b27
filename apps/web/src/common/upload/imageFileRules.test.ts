import { describe, expect, it } from 'vitest';
import { checkDimensions, checkFileBasics, sniffImageType } from './imageFileRules';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
const gif = new TextEncoder().encode('GIF89a\0\0\0\0\0\0');

describe('upload rules in the browser (spec §5)', () => {
  it('recognises JPG, PNG and WEBP by their bytes only', () => {
    expect([sniffImageType(png), sniffImageType(jpg), sniffImageType(webp), sniffImageType(gif)]).toEqual(['png', 'jpg', 'webp', null]);
  });

  it('checks count, then type, then size, with the shadow limit', () => {
    const MB = 1024 * 1024;
    expect(checkFileBasics([], png, 'product')).toBe('one_file_only');
    expect(checkFileBasics([{ size: 1 }, { size: 1 }], png, 'product')).toBe('one_file_only');
    expect(checkFileBasics([{ size: 10 * MB }], gif, 'product')).toBe('file_type');
    expect(checkFileBasics([{ size: 5 * MB }], png, 'product')).toBeNull();
    expect(checkFileBasics([{ size: 5 * MB + 1 }], png, 'product')).toBe('file_too_large');
    expect(checkFileBasics([{ size: 15 * MB }], png, 'shadow')).toBeNull();
    expect(checkFileBasics([{ size: 15 * MB + 1 }], png, 'shadow')).toBe('file_too_large_shadow');
  });

  it('wants each side under 2048 px, except for masks', () => {
    expect(checkDimensions(2047, 2047, 'product')).toBeNull();
    expect(checkDimensions(2048, 100, 'product')).toBe('image_too_big');
    expect(checkDimensions(4000, 3000, 'mask')).toBeNull();
  });
});
