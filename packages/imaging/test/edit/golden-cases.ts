/**
 * The image editor's golden renders: one per rendering path of engines/edit (geometry, each tone
 * adjustment alone at a strong setting and all combined, every resize mode, a marketplace card,
 * crop, and RGBA through rotate + transparent pad). Each case also has a `perturbed` render, a
 * small change of the parameter it covers, which the golden comparison must reject.
 *
 * Renders in our own arithmetic (geometry, tone, crop) are compared strictly, so one slider step
 * fails. Renders through libvips (Gaussian of sharpness, Lanczos resize) use the shared tolerance,
 * which one step of sharpness does not exceed: their perturbations are the smallest that do
 * (sharpness 10 steps, a pad colour 7 levels off).
 */
import { cropImage, editImage, findMarketplaceSize, resizeImage, type EditOperations } from '../../src/engines/edit';
import type { Raster } from '../../src/raster';
import { STRICT_TOLERANCE, type GoldenCase } from '../support/golden';
import { alphaInput, photoInput } from './golden-inputs';
import { reduceByFactor } from './reduce';

export interface EditGoldenCase extends GoldenCase {
  /** What `perturbed` changes, for the failure message. */
  perturbation: string;
  perturbed: () => Promise<Raster>;
}

const edited = (ops: Partial<EditOperations>) => async () => editImage(await photoInput(), ops);
const strict = { tolerance: STRICT_TOLERANCE };

const COMBINED: Partial<EditOperations> = { rotate: 90, flipH: true, brightness: 15, contrast: 30, saturation: 40, warmth: 35, sharpness: 60 };

/** The 3:4 card is rendered at its exact size, then kept as a 1/5 overview and a 1:1 detail window. */
const CARD_ID = 'portrait-3-4-900';
const CARD_REDUCTION = 5;
const CARD_DETAIL = { x: 380, y: 200, width: 160, height: 160 };

async function renderCard(background?: string): Promise<Raster> {
  const card = findMarketplaceSize(CARD_ID);
  if (!card) throw new Error(`Marketplace size ${CARD_ID} is missing`);
  const out = await resizeImage(await photoInput(), { width: card.width, height: card.height }, background ? { background } : {});
  if (out.width !== card.width || out.height !== card.height) throw new Error(`${CARD_ID} rendered ${out.width}x${out.height}`);
  return out;
}

const alphaPipeline = async (rotate: 90 | 270) =>
  resizeImage(await editImage(await alphaInput(), { rotate }), { width: 192, height: 192 }, { fit: 'pad', background: 'transparent' });

export const EDIT_GOLDEN_CASES: readonly EditGoldenCase[] = [
  { name: 'edit-rotate-90', ...strict, render: edited({ rotate: 90 }), perturbation: 'rotate 270', perturbed: edited({ rotate: 270 }) },
  { name: 'edit-flip-h', ...strict, render: edited({ flipH: true }), perturbation: 'flipV instead of flipH', perturbed: edited({ flipV: true }) },
  { name: 'edit-flip-v', ...strict, render: edited({ flipV: true }), perturbation: 'flipH and flipV', perturbed: edited({ flipH: true, flipV: true }) },
  { name: 'edit-brightness', ...strict, render: edited({ brightness: 60 }), perturbation: 'brightness 61', perturbed: edited({ brightness: 61 }) },
  { name: 'edit-contrast', ...strict, render: edited({ contrast: 60 }), perturbation: 'contrast 61', perturbed: edited({ contrast: 61 }) },
  { name: 'edit-saturation', ...strict, render: edited({ saturation: 80 }), perturbation: 'saturation 81', perturbed: edited({ saturation: 81 }) },
  { name: 'edit-warmth', ...strict, render: edited({ warmth: 80 }), perturbation: 'warmth 81', perturbed: edited({ warmth: 81 }) },
  { name: 'edit-sharpness', render: edited({ sharpness: 80 }), perturbation: 'sharpness 90', perturbed: edited({ sharpness: 90 }) },
  { name: 'edit-soften', render: edited({ sharpness: -80 }), perturbation: 'sharpness -90', perturbed: edited({ sharpness: -90 }) },
  { name: 'edit-combined', render: edited(COMBINED), perturbation: 'combined with brightness 17', perturbed: edited({ ...COMBINED, brightness: 17 }) },
  {
    name: 'edit-resize-pad-colour',
    render: async () => resizeImage(await photoInput(), { width: 160, height: 160 }, { fit: 'pad', background: '#2f6f8f' }),
    perturbation: 'pad colour #2f6f96',
    perturbed: async () => resizeImage(await photoInput(), { width: 160, height: 160 }, { fit: 'pad', background: '#2f6f96' }),
  },
  {
    name: 'edit-resize-crop-fit',
    render: async () => resizeImage(await photoInput(), { width: 100, height: 140 }, { fit: 'crop' }),
    perturbation: "crop position 'left'",
    perturbed: async () => resizeImage(await photoInput(), { width: 100, height: 140 }, { fit: 'crop', position: 'left' }),
  },
  {
    name: 'edit-resize-percent',
    render: async () => resizeImage(await photoInput(), { percent: 75 }),
    perturbation: 'percent 76',
    perturbed: async () => resizeImage(await photoInput(), { percent: 76 }),
  },
  {
    name: 'edit-preset-card-900x1200',
    render: async () => reduceByFactor(await renderCard(), CARD_REDUCTION),
    perturbation: 'pad colour #fafafa',
    perturbed: async () => reduceByFactor(await renderCard('#fafafa'), CARD_REDUCTION),
  },
  {
    name: 'edit-preset-card-900x1200-detail',
    render: async () => cropImage(await renderCard(), CARD_DETAIL),
    perturbation: 'pad colour #fafafa',
    perturbed: async () => cropImage(await renderCard('#fafafa'), CARD_DETAIL),
  },
  {
    name: 'edit-crop',
    ...strict,
    render: async () => cropImage(await photoInput(), { x: 30, y: 10, width: 90, height: 80 }),
    perturbation: 'rectangle moved 1 px right',
    perturbed: async () => cropImage(await photoInput(), { x: 31, y: 10, width: 90, height: 80 }),
  },
  {
    name: 'edit-alpha-rotate-pad',
    render: async () => alphaPipeline(90),
    perturbation: 'rotate 270',
    perturbed: async () => alphaPipeline(270),
  },
];
