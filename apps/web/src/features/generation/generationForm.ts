import {
  GENERATION_QUANTITY_MAX,
  GENERATION_STYLES,
  GENERATION_THEMES,
  parsePrompt,
  TEXT_FIELD_MAX,
  type GenerationStyle,
  type GenerationTheme,
} from '@vitrina/contracts';

/** What the Editor's panel holds; sent as the generate tool's params. */
export interface GenerationForm {
  prompt: string;
  negativePrompt: string;
  style: GenerationStyle;
  theme: GenerationTheme;
  size: string;
  quantity: number;
}

export const DEFAULT_FORM: GenerationForm = { prompt: '', negativePrompt: '', style: 'studio', theme: 'none', size: '1:1', quantity: 1 };

/** A field's problem as an error-catalogue code and the character where it is, or null. */
export function promptProblem(value: string): { code: string; index: number } | null {
  if (value.length > TEXT_FIELD_MAX) return { code: 'field_too_long', index: TEXT_FIELD_MAX };
  const parsed = parsePrompt(value);
  return parsed.ok ? null : parsed.problem;
}

/** Settings kept under the spec's `generation` key come back only when they are still valid. */
export function restoreForm(saved: unknown, sizeIds: readonly string[]): GenerationForm {
  if (!saved || typeof saved !== 'object') return DEFAULT_FORM;
  const value = saved as Partial<Record<keyof GenerationForm, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' && promptProblem(field) === null ? field : '');
  return {
    prompt: text(value.prompt),
    negativePrompt: text(value.negativePrompt),
    style: GENERATION_STYLES.find((style) => style === value.style) ?? DEFAULT_FORM.style,
    theme: GENERATION_THEMES.find((theme) => theme === value.theme) ?? DEFAULT_FORM.theme,
    size: typeof value.size === 'string' && sizeIds.includes(value.size) ? value.size : DEFAULT_FORM.size,
    quantity: typeof value.quantity === 'number' && Number.isInteger(value.quantity) && value.quantity >= 1 && value.quantity <= GENERATION_QUANTITY_MAX ? value.quantity : DEFAULT_FORM.quantity,
  };
}
