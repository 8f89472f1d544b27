import type { InspirationRecipe, Product } from '@vitrina/contracts';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../common/hooks/useLanguage';
import { generationStorage } from '../generation';
import { readShadowBatch, writeShadowBatch } from '../shadow';
import { lookTarget } from './lookTarget';

/** Opens the look's tool on the product, with the recipe where that tool reads its settings. */
export function useOpenLook() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return (recipe: InspirationRecipe, product: Product) => {
    const target = lookTarget(recipe, product, lang);
    if (target.kind === 'generation') generationStorage.save({ form: target.form, productId: product.id });
    if (target.kind === 'shadow') writeShadowBatch({ ...readShadowBatch(), presetId: target.presetId });
    // Tool pages read the rest of the recipe (shadow controls, watermark and erase settings) from the state.
    void navigate(target.path, target.kind === 'generation' ? undefined : { state: { inspirationRecipe: recipe } });
  };
}
