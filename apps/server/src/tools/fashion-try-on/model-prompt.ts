import type { FashionModel, GarmentCategory } from '@vitrina/contracts';

type GeneratedModel = Extract<FashionModel, { source: 'generated' }>;

const POSES: Record<GeneratedModel['pose'], string> = {
  'standing-front': 'standing straight facing the camera, arms relaxed at the sides',
  'standing-three-quarter': 'standing in a three-quarter view',
  walking: 'walking towards the camera',
  'hands-on-hips': 'standing with hands on hips',
  seated: 'sitting on a simple stool',
};

const BACKGROUNDS: Record<GeneratedModel['background'], string> = {
  'studio-white': 'plain white studio background',
  'studio-grey': 'plain light grey studio background',
  street: 'city street background, softly blurred',
  nature: 'park with greenery, softly blurred',
  interior: 'bright modern interior, softly blurred',
};

/** What the model wears before the try-on replaces the category's clothes: plain, fitted, neutral. */
const BASE_CLOTHES: Record<GarmentCategory, string> = {
  top: 'wearing a plain fitted grey t-shirt and dark trousers',
  bottom: 'wearing a plain white t-shirt and plain fitted grey trousers',
  dress: 'wearing a plain fitted grey knee-length dress',
  outfit: 'wearing a plain fitted grey t-shirt and grey trousers',
};

/** The description the text-to-image workflow turns into a fashion model photo. */
export function modelPrompt(model: GeneratedModel, category: GarmentCategory): string {
  const age = model.ageRange.replace('-', ' to ');
  const person = model.gender === 'female' ? 'woman' : 'man';
  const body = model.bodyType.replace('-', ' ');
  const skin = `${model.skinTone.replace('-', ' ')} skin tone`;
  return [
    `full body fashion photo of a ${body} ${person} aged ${age}, ${skin}`,
    BASE_CLOTHES[category],
    POSES[model.pose],
    BACKGROUNDS[model.background],
    'whole figure in frame, head to feet, professional fashion photography, soft even light, sharp focus',
  ].join(', ');
}

export const MODEL_NEGATIVE_PROMPT = 'cropped, cut off feet, cut off head, extra limbs, deformed hands, blurry, text, watermark, logo';
