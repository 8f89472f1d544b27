import { parsePrompt } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { toAttentionSyntax, toPlainEmphasis } from './prompt-syntax';

const parts = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.parts;
};

describe('prompt weights in engine syntax (spec §5)', () => {
  it('writes strengthened and weakened parts as ComfyUI (text:weight)', () => {
    expect(toAttentionSyntax(parts('bottle on a (marble table)1.3, (plants)0.7'))).toBe('bottle on a (marble table:1.3), (plants:0.7)');
  });

  it('multiplies nested weights as the parser does and rounds them', () => {
    expect(toAttentionSyntax(parts('((gold)1.2 rim)1.5'))).toBe('(gold:1.8) (rim:1.5)');
  });

  it('escapes characters that would change the weighting', () => {
    expect(toAttentionSyntax([{ text: 'ratio 3:4 label', weight: 1 }, { text: 'a\\b', weight: 1.2 }])).toBe('ratio 3\\:4 label (a\\\\b:1.2)');
  });

  it('leaves an unweighted prompt as it is', () => {
    expect(toAttentionSyntax(parts('white sneakers on concrete'))).toBe('white sneakers on concrete');
  });

  it('for models without weights, names strengthened parts first, strongest first', () => {
    expect(toPlainEmphasis(parts('shoe on (sand)1.2 near (palm trees)1.5, (clouds)0.6'))).toBe('palm trees, sand. shoe on sand near palm trees, clouds');
  });
});
