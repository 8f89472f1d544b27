import { describe, expect, it } from 'vitest';
import { DiffusionError } from '../types';
import { FAL_MODELS, outputImageUrl, progressFromStatus } from './models';

const tools = {
  upload: (bytes: Uint8Array) => Promise.resolve(`https://v3.fal.media/files/${bytes.length}.png`),
  size: () => Promise.resolve({ width: 300, height: 200 }),
};

describe('fal model inputs', () => {
  it('writes weighted prompts plainly for FLUX (no weights, no negative prompt)', async () => {
    const input = await FAL_MODELS['text-to-image'].input(
      { kind: 'text-to-image', prompt: [{ text: 'a lamp on', weight: 1 }, { text: 'marble', weight: 1.4 }, { text: 'dust', weight: 0.8 }], negativePrompt: [{ text: 'blur', weight: 1 }], seed: 9, width: 1024, height: 576 },
      tools,
    );
    expect(input).toEqual({ prompt: 'marble. a lamp on marble dust', image_size: { width: 1024, height: 576 }, seed: 9, num_images: 1, num_inference_steps: 28, guidance_scale: 3.5, enable_safety_checker: true, output_format: 'png' });
  });

  it('gives Bria English text without special characters, and Expand the photo’s place on the canvas', async () => {
    const input = await FAL_MODELS.outpaint.input({ kind: 'outpaint', image: new Uint8Array(3), pad: { left: 10, top: 0, right: 30, bottom: 20 }, prompt: [{ text: 'sea (blue) & sky: #1', weight: 1 }], negativePrompt: [], seed: 1 }, tools);
    expect(input).toMatchObject({ image_url: 'https://v3.fal.media/files/3.png', canvas_size: [340, 220], original_image_size: [300, 200], original_image_location: [10, 0], prompt: 'sea blue sky 1', negative_prompt: '' });
  });

  it('maps the garment categories to FASHN’s', async () => {
    const run = (category: 'top' | 'bottom' | 'dress' | 'outfit' | undefined) =>
      FAL_MODELS['garment-try-on'].input({ kind: 'garment-try-on', person: new Uint8Array(1), mask: new Uint8Array(2), garment: new Uint8Array(4), seed: 1, category }, tools);
    expect((await Promise.all((['top', 'bottom', 'dress', 'outfit', undefined] as const).map(run))).map((input) => input.category)).toEqual(['tops', 'bottoms', 'one-pieces', 'auto', 'auto']);
    expect(await run('top')).toMatchObject({ model_image: 'https://v3.fal.media/files/1.png', garment_image: 'https://v3.fal.media/files/4.png' });
  });
});

describe('fal answers', () => {
  it('takes the first image, and refuses one the safety checker flagged', () => {
    expect(outputImageUrl('m', { images: [{ url: 'https://x/1.png' }, { url: 'https://x/2.png' }], has_nsfw_concepts: [false, true] })).toBe('https://x/1.png');
    expect(() => outputImageUrl('m', { images: [{ url: 'https://x/1.png' }], has_nsfw_concepts: [true] })).toThrow(DiffusionError);
    expect(() => outputImageUrl('m', { images: [] })).toThrow(/without an image/);
  });

  it('reads progress from the queue position and the latest step count in the logs', () => {
    expect(progressFromStatus({ status: 'IN_QUEUE', queue_position: 3 })).toBe(0.02);
    expect(progressFromStatus({ status: 'IN_PROGRESS', logs: [] })).toBe(0.05);
    expect(progressFromStatus({ status: 'IN_PROGRESS', logs: [{ message: ' 25%|██▌       | 7/28 [00:01<00:03]' }, { message: ' 50%|█████     | 14/28 [00:02<00:02]' }] })).toBeCloseTo(0.05 + 0.85 * 0.5);
    expect(progressFromStatus({ status: 'IN_PROGRESS', logs: [{ message: 'denoising 80%' }] })).toBeCloseTo(0.05 + 0.85 * 0.8);
    expect(progressFromStatus({ status: 'COMPLETED' })).toBeNull();
  });
});
