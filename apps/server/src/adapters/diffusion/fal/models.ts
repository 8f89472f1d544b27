/**
 * Which fal model serves each task, and how a task becomes that model's input and its output an
 * image URL. Pure: the engine uploads the images first (`upload` answers a fal storage URL) and
 * reads image sizes for the models that need them. Licences are listed in the engines README.
 */
import { toPlainEmphasis } from '../prompt-syntax';
import { DiffusionError, type DiffusionTask, type DiffusionTaskKind } from '../types';

export interface FalModel<K extends DiffusionTaskKind = DiffusionTaskKind> {
  /** The endpoint id the queue API is called with. */
  id: string;
  input(task: Extract<DiffusionTask, { kind: K }>, tools: InputTools): Promise<Record<string, unknown>>;
}

export interface InputTools {
  /** Uploads bytes to fal storage; answers the file's URL. */
  upload: (bytes: Uint8Array) => Promise<string>;
  /** Width and height of an encoded image (read from its header). */
  size: (bytes: Uint8Array) => Promise<{ width: number; height: number }>;
}

/** The fashion categories of the try-on task in FASHN's words. */
const FASHN_CATEGORY = { top: 'tops', bottom: 'bottoms', dress: 'one-pieces', outfit: 'auto' } as const;

/**
 * Bria's endpoints read English text without special characters: the weighted prompt is written
 * plainly (emphasis first) and everything but letters, digits, spaces and simple punctuation dropped.
 */
function briaText(parts: Parameters<typeof toPlainEmphasis>[0]): string {
  return toPlainEmphasis(parts)
    .replace(/[^\p{L}\p{N} ,.'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const FAL_MODELS: { [K in DiffusionTaskKind]: FalModel<K> } = {
  // FLUX.1 [dev]: no negative prompt and no attention weights, so the prompt is written plainly.
  'text-to-image': {
    id: 'fal-ai/flux/dev',
    input: async (task) => ({
      prompt: toPlainEmphasis(task.prompt),
      image_size: { width: task.width, height: task.height },
      seed: task.seed,
      num_images: 1,
      num_inference_steps: 28,
      guidance_scale: 3.5,
      enable_safety_checker: true,
      output_format: 'png',
    }),
  },
  // Bria Product Shot keeps the product where it is on the canvas ("original" placement, original size).
  'product-background': {
    id: 'fal-ai/bria/product-shot',
    input: async (task, { upload }) => ({
      image_url: await upload(task.image),
      scene_description: briaText(task.prompt),
      placement_type: 'original',
      original_quality: true,
      num_results: 1,
      fast: false,
      optimize_description: true,
    }),
  },
  // FLUX.1 Fill [pro]: white in the mask is repainted.
  inpaint: {
    id: 'fal-ai/flux-pro/v1/fill',
    input: async (task, { upload }) => ({
      image_url: await upload(task.image),
      mask_url: await upload(task.mask),
      prompt: toPlainEmphasis(task.prompt),
      seed: task.seed,
      num_images: 1,
      safety_tolerance: '2',
      output_format: 'png',
    }),
  },
  // Bria Expand: the photo placed on the larger canvas, the rest painted.
  outpaint: {
    id: 'fal-ai/bria/expand',
    input: async (task, { upload, size }) => {
      const { width, height } = await size(task.image);
      const { left, top, right, bottom } = task.pad;
      return {
        image_url: await upload(task.image),
        canvas_size: [width + left + right, height + top + bottom],
        original_image_size: [width, height],
        original_image_location: [left, top],
        prompt: briaText(task.prompt),
        negative_prompt: briaText(task.negativePrompt),
        seed: task.seed,
      };
    },
  },
  // FASHN v1.6 finds the garment area itself from the category; the task's mask is ComfyUI's.
  'garment-try-on': {
    id: 'fal-ai/fashn/tryon/v1.6',
    input: async (task, { upload }) => ({
      model_image: await upload(task.person),
      garment_image: await upload(task.garment),
      category: FASHN_CATEGORY[task.category ?? 'outfit'],
      garment_photo_type: 'flat-lay',
      mode: 'quality',
      moderation_level: 'permissive',
      num_samples: 1,
      seed: task.seed,
      output_format: 'png',
    }),
  },
};

/**
 * The first image of a model's answer. Every model used here answers `images: [{ url }]`; FLUX
 * models add `has_nsfw_concepts` (their safety checker blacks out a flagged image).
 */
export function outputImageUrl(modelId: string, data: unknown): string {
  const output = (data ?? {}) as { images?: { url?: unknown }[]; has_nsfw_concepts?: unknown };
  if (Array.isArray(output.has_nsfw_concepts) && output.has_nsfw_concepts[0] === true) {
    throw new DiffusionError('generation_error', `${modelId}: the safety checker flagged the image`);
  }
  const url = output.images?.[0]?.url;
  if (typeof url !== 'string' || !url) throw new DiffusionError('generation_error', `${modelId} answered without an image`);
  return url;
}

/**
 * A fraction of the run from a queue status: waiting in the queue is the first 5 %, the model's
 * run the rest; when its logs count steps (`12/28`, `43%`), the latest count is used.
 */
export function progressFromStatus(status: { status: string; queue_position?: number; logs?: { message?: unknown }[] | null }): number | null {
  if (status.status === 'IN_QUEUE') return 0.02;
  if (status.status !== 'IN_PROGRESS') return null;
  for (const log of [...(status.logs ?? [])].reverse()) {
    const message = typeof log.message === 'string' ? log.message : '';
    const steps = /(\d+)\s*\/\s*(\d+)/.exec(message);
    if (steps && Number(steps[2]) > 0) return 0.05 + 0.85 * Math.min(1, Number(steps[1]) / Number(steps[2]));
    const percent = /(\d{1,3})\s*%/.exec(message);
    if (percent) return 0.05 + 0.85 * Math.min(1, Number(percent[1]) / 100);
  }
  return 0.05;
}
