import type { InfographicTemplate } from '@vitrina/contracts';
import type { EditorDocument } from '@vitrina/editor-core';
import i18next from 'i18next';

/** A default template's key: its preview file is `<key>.png` (server assets/templates/manifest.json). */
export function systemTemplateKey(template: Pick<InfographicTemplate, 'system' | 'image'>): string | null {
  if (!template.system) return null;
  return /\/([a-z0-9-]+)\.(png|svg)$/.exec(template.image.url)?.[1] ?? null;
}

/** A template's name in the interface language: a default one by its key, a user's own as they named it. */
export function templateName(template: Pick<InfographicTemplate, 'system' | 'image' | 'name'>, fallback: string): string {
  const key = systemTemplateKey(template);
  if (key && i18next.exists(`infographics:templateNames.${key}`)) return i18next.t(`infographics:templateNames.${key}` as 'infographics:start.template');
  return template.name ?? fallback;
}

/**
 * A default template's texts in the interface language. Its text elements have stable ids
 * ("sale-badge-3"), translated under infographics:templateTexts; a layer named after its text
 * takes the translation too. Numbers, sizes and prices have no entry and stay as they are.
 */
export function localizeTemplateDocument(document: EditorDocument): EditorDocument {
  const language = i18next.resolvedLanguage ?? i18next.language;
  const elements = document.elements.map((element) => {
    if (element.type !== 'text' && element.type !== 'badge') return element;
    const text: unknown = i18next.getResource(language, 'infographics', `templateTexts.${element.id}`);
    if (typeof text !== 'string') return element;
    return { ...element, text, name: element.name === element.text ? text : element.name };
  });
  return { ...document, elements };
}
