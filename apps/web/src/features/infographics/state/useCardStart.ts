import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditorDocument } from '@vitrina/editor-core';
import { infographicsApi } from '../api/infographicsApi';
import { localizeTemplateDocument } from './localizeTemplate';
import { applyLookTexts } from './lookTexts';
import { placeProduct } from './placeProduct';
import { findProductPicture, productPictureQueryKey, type ProductPicture } from './productPicture';
import { blankDocument, documentFromTemplate, isCardPreset } from './startDocument';

export interface CardStart {
  /** The card being edited, when it was saved before. */
  infographicId: string | null;
  document: EditorDocument;
}

/**
 * The product picture of a card's photo (its cut-out when there is one); null for a generated
 * scene, which is placed as the whole picture, or when the photo cannot be read.
 */
export function useProductPicture(photoId: string, generated: boolean) {
  return useQuery<ProductPicture | null>({
    queryKey: productPictureQueryKey(photoId),
    queryFn: () => findProductPicture(photoId).catch(() => null),
    enabled: !generated && photoId !== '',
    staleTime: Infinity,
  });
}

/**
 * The document the edit page opens: a saved card, a template, or a blank canvas. A new card gets
 * the product's cut-out in its product slot, with texts and stickers moved off it (`placeProduct`).
 * `texts` are an inspiration look's texts for the template (by element id), set over its localised ones.
 */
export function useCardStart(search: URLSearchParams, photoId: string, texts: Record<string, string> | null = null) {
  const queryClient = useQueryClient();
  const infographicId = search.get('infographic');
  const templateId = search.get('template');
  const preset = search.get('preset');
  const generated = search.has('generated');
  return useQuery<CardStart>({
    queryKey: ['infographics', 'start', infographicId, templateId, preset, photoId, texts],
    queryFn: async () => {
      if (infographicId) return { infographicId, document: documentFromTemplate((await infographicsApi.card(infographicId)).state) };
      const picture = generated
        ? null
        : await queryClient.fetchQuery({ queryKey: productPictureQueryKey(photoId), queryFn: () => findProductPicture(photoId).catch(() => null), staleTime: Infinity });
      let document: EditorDocument;
      if (templateId) {
        const template = await infographicsApi.template(templateId);
        // A default template opens with its texts in the interface language.
        const localised = template.system ? localizeTemplateDocument(documentFromTemplate(template.state)) : documentFromTemplate(template.state);
        document = applyLookTexts(localised, texts);
      } else document = blankDocument(isCardPreset(preset) ? preset : 'card-3-4');
      return { infographicId: null, document: picture ? placeProduct(document, picture) : document };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
