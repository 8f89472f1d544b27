import { PROMPT_WEIGHT_STRONGER, PROMPT_WEIGHT_WEAKER, TEXT_FIELD_MAX } from '../constants';
import type { ErrorCode } from '../errors/catalogue';

/**
 * The spec's prompt weighting (§5): `(marble table)1.3` strengthens "marble table" (1.1–1.5),
 * `(wood)0.7` weakens it (0.5–0.9). Groups may nest; weights multiply. Parentheses with no
 * number only group (weight 1). Any other number is refused so the user learns the rule.
 */
export interface WeightedPart {
  text: string;
  weight: number;
}

export type PromptProblem = { code: PromptErrorCode; index: number };
export type PromptErrorCode = Extract<ErrorCode, 'field_too_long' | 'prompt_unbalanced_parentheses' | 'prompt_weight_out_of_range'>;

export type ParsedPrompt = { ok: true; parts: WeightedPart[] } | { ok: false; problem: PromptProblem };

const WEIGHT_AFTER_GROUP = /^\d*\.?\d+/;

/** True for the weights the spec allows: 1.1..1.5 and 0.5..0.9 (1.0 is not a weight: leave the parentheses out). */
export function isAllowedWeight(weight: number): boolean {
  const inRange = (range: { min: number; max: number }) => weight >= range.min - 1e-9 && weight <= range.max + 1e-9;
  return inRange(PROMPT_WEIGHT_STRONGER) || inRange(PROMPT_WEIGHT_WEAKER);
}

interface Frame {
  start: number;
  parts: WeightedPart[];
}

export function parsePrompt(prompt: string): ParsedPrompt {
  if (prompt.length > TEXT_FIELD_MAX) return { ok: false, problem: { code: 'field_too_long', index: TEXT_FIELD_MAX } };
  const stack: Frame[] = [{ start: 0, parts: [] }];
  let text = '';
  const current = () => stack[stack.length - 1];
  const flush = () => {
    if (text.trim()) current().parts.push({ text: text.trim(), weight: 1 });
    text = '';
  };
  for (let index = 0; index < prompt.length; index++) {
    const char = prompt[index];
    if (char === '(') {
      flush();
      stack.push({ start: index, parts: [] });
    } else if (char === ')') {
      if (stack.length === 1) return { ok: false, problem: { code: 'prompt_unbalanced_parentheses', index } };
      flush();
      const group = stack.pop() as Frame;
      const match = WEIGHT_AFTER_GROUP.exec(prompt.slice(index + 1));
      let weight = 1;
      if (match) {
        weight = Number(match[0]);
        if (!isAllowedWeight(weight)) return { ok: false, problem: { code: 'prompt_weight_out_of_range', index: index + 1 } };
        index += match[0].length;
      }
      for (const part of group.parts) current().parts.push({ text: part.text, weight: round(part.weight * weight) });
    } else {
      text += char;
    }
  }
  if (stack.length > 1) return { ok: false, problem: { code: 'prompt_unbalanced_parentheses', index: current().start } };
  flush();
  return { ok: true, parts: stack[0]?.parts ?? [] };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The prompt without weighting syntax, e.g. for a title or a search. */
export function plainPrompt(parts: readonly WeightedPart[]): string {
  return parts.map((part) => part.text).join(' ');
}
