import type { EditorDocument } from '@vitrina/editor-core';
import { avoidProduct, containedBox } from '../layout/avoidProduct';
import type { ProductPicture } from './productPicture';

/**
 * A template (or blank card) made for one product: every product slot that shows "the card's
 * product" draws the product's cut-out, fitted whole into the slot by its visible pixels; then
 * texts, badges and stickers covering the product move off it, or the product is scaled down
 * (`avoidProduct`, against the first slot).
 */
export function placeProduct(document: EditorDocument, picture: Pick<ProductPicture, 'photoId' | 'imageId' | 'bounds'>): EditorDocument {
  const imageId = picture.imageId === picture.photoId ? null : picture.imageId;
  const elements = document.elements.map((element) => (element.type === 'product' && element.imageId === null ? { ...element, imageId, fit: 'contain' as const } : element));
  const slot = elements.find((element) => element.type === 'product' && !element.hidden);
  if (!slot) return { ...document, elements };
  const visual = containedBox(slot, picture.bounds);
  const layout = avoidProduct(elements, document.canvas, slot.id, visual);
  return {
    ...document,
    elements: elements.map((element) => {
      if (element.id === slot.id && layout.productBox) return { ...element, ...layout.productBox };
      const move = layout.moves.get(element.id);
      return move ? { ...element, ...move } : element;
    }),
  };
}
