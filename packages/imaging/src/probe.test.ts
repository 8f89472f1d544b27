import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageProbeError, probeImage, sniffFormat } from './probe';

const solid = (format: 'png' | 'jpeg' | 'webp', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })[format]().toBuffer();

describe('probeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('reads size and format of a %s', async (format) => {
    const probe = await probeImage(await solid(format));
    expect(probe).toMatchObject({ width: 40, height: 20, format: format === 'jpeg' ? 'jpg' : format });
  });

  it('reports the displayed size of an EXIF-rotated JPEG', async () => {
    const rotated = await sharp(await solid('jpeg')).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const probe = await probeImage(rotated);
    expect(probe).toMatchObject({ width: 20, height: 40, orientation: 6 });
  });

  it('rejects a GIF by its magic bytes even when named .png', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(sniffFormat(gif)).toBeNull();
    await expect(probeImage(gif)).rejects.toMatchObject({ reason: 'unsupported_format' });
  });

  it('rejects a truncated PNG', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    await expect(probeImage(truncated)).rejects.toBeInstanceOf(ImageProbeError);
  });

  it('stops a decompression bomb from its header, before decoding', async () => {
    const big = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(probeImage(big, 4096 * 4096)).rejects.toMatchObject({ reason: 'too_many_pixels' });
  });
});
