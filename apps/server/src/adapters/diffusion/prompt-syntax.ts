import type { WeightedPart } from '@vitrina/contracts';

/**
 * The spec's weighting — `(marble table)1.3` — parsed by contracts into parts with weights, written
 * in each engine's own syntax. ComfyUI's CLIP text encoder (and the A1111 convention most hosted
 * Stable Diffusion APIs follow) reads `(text:1.3)`; parentheses and colons inside the text are
 * escaped so that user text cannot change the weighting.
 */
export function toAttentionSyntax(parts: readonly WeightedPart[]): string {
  return parts
    .map(({ text, weight }) => {
      const escaped = text.replace(/([\\():])/g, '\\$1');
      return weight === 1 ? escaped : `(${escaped}:${formatWeight(weight)})`;
    })
    .join(' ')
    .replace(/ ,/g, ',');
}

/**
 * For models without attention weights (FLUX-class hosted models): strengthened parts are kept
 * and named once more at the front ("emphasis first"), weakened ones are kept as they are, so the
 * words still reach the model and their order carries the user's emphasis.
 */
export function toPlainEmphasis(parts: readonly WeightedPart[]): string {
  const text = parts.map((part) => part.text).join(' ').replace(/ ,/g, ',');
  const emphasised = parts.filter((part) => part.weight > 1).sort((a, b) => b.weight - a.weight).map((part) => part.text);
  return emphasised.length > 0 ? `${emphasised.join(', ')}. ${text}` : text;
}

function formatWeight(weight: number): string {
  return String(Math.round(weight * 100) / 100);
}

/** Words each text-to-image style adds to the prompt (the engine sees them after the user's words). */
export const STYLE_PROMPTS: Record<string, string> = {
  photo: 'professional photograph, natural light, sharp focus, high detail',
  cinematic: 'cinematic still, dramatic lighting, shallow depth of field, film grain',
  illustration: 'digital illustration, clean lines, vivid colours',
  anime: 'anime style, cel shading, expressive',
  '3d-render': '3d render, octane, soft global illumination, clay materials',
  watercolor: 'watercolor painting, soft washes, paper texture',
  product: 'commercial product photography, studio lighting, seamless background',
};
