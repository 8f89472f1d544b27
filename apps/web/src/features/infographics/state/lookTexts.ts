import type { EditorDocument } from '@vitrina/editor-core';

/**
 * The texts an inspiration look's recipe sets on its template (issue 21: "Use this look" on an
 * infographic card), by element id, read from the navigation state the inspiration wall leaves.
 */
export function lookTexts(state: unknown): Record<string, string> | null {
  const recipe = (state as { inspirationRecipe?: { tool?: unknown; params?: { texts?: unknown } } } | null)?.inspirationRecipe;
  if (recipe?.tool !== 'infographics') return null;
  const texts = recipe.params?.texts;
  if (!texts || typeof texts !== 'object') return null;
  const entries = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The template with the look's texts in its text and badge elements (a layer named after its text follows). */
export function applyLookTexts(document: EditorDocument, texts: Record<string, string> | null): EditorDocument {
  if (!texts) return document;
  const elements = document.elements.map((element) => {
    if (element.type !== 'text' && element.type !== 'badge') return element;
    const text = texts[element.id];
    if (text === undefined) return element;
    return { ...element, text, name: element.name === element.text ? text : element.name };
  });
  return { ...document, elements };
}
