import { parsePrompt, type WeightedPart } from '@vitrina/contracts';
import { ToolError } from '../tool';

/** A prompt the route already validated, as weighted parts (a refusal here means the contracts changed). */
export function promptParts(prompt: string): WeightedPart[] {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new ToolError(parsed.problem.code, `prompt refused at ${parsed.problem.index}`);
  return parsed.parts;
}

/** The user's parts, then plain words the tool adds (style, theme, model description). */
export function withWords(parts: readonly WeightedPart[], ...words: (string | null | undefined)[]): WeightedPart[] {
  const result = [...parts];
  for (const word of words) if (word) result.push({ text: result.length > 0 ? `, ${word}` : word, weight: 1 });
  return result;
}
