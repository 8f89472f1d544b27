import { useQuery } from '@tanstack/react-query';
import type { EditorDocument } from '@vitrina/editor-core';
import { infographicsApi } from '../api/infographicsApi';
import { localizeTemplateDocument } from './localizeTemplate';
import { applyLookTexts } from './lookTexts';
import { blankDocument, documentFromTemplate, isCardPreset } from './startDocument';

export interface CardStart {
  /** The card being edited, when it was saved before. */
  infographicId: string | null;
  document: EditorDocument;
}

/**
 * The document the edit page opens: a saved card, a template, or a blank canvas. `texts` are an
 * inspiration look's texts for the template (by element id), set over its localised ones.
 */
export function useCardStart(search: URLSearchParams, texts: Record<string, string> | null = null) {
  const infographicId = search.get('infographic');
  const templateId = search.get('template');
  const preset = search.get('preset');
  return useQuery<CardStart>({
    queryKey: ['infographics', 'start', infographicId, templateId, preset, texts],
    queryFn: async () => {
      if (infographicId) return { infographicId, document: documentFromTemplate((await infographicsApi.card(infographicId)).state) };
      if (templateId) {
        const template = await infographicsApi.template(templateId);
        const document = documentFromTemplate(template.state);
        // A default template opens with its texts in the interface language.
        return { infographicId: null, document: applyLookTexts(template.system ? localizeTemplateDocument(document) : document, texts) };
      }
      return { infographicId: null, document: blankDocument(isCardPreset(preset) ? preset : 'card-3-4') };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
