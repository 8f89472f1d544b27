import { describe, expect, it } from 'vitest';
import { buildRecipe } from '../../src/engines/studio';

const part = (text: string, weight = 1) => ({ text, weight });
const recipeOf = (prompt: string, options: { negative?: string; style?: string; theme?: string } = {}) =>
  buildRecipe({ prompt: [part(prompt)], negativePrompt: options.negative ? [part(options.negative)] : [], style: options.style ?? 'studio', theme: options.theme ?? 'none' });

describe('prompt → recipe in four languages', () => {
  it.each([
    ['en', 'bottle on a marble table, warm golden hour light, blue wall, spheres'],
    ['es', 'botella sobre una mesa de mármol, luz cálida de hora dorada, pared azul, esferas'],
    ['ar', 'زجاجة على طاولة من الرخام، ضوء دافئ في الساعة الذهبية، جدار أزرق، كرات'],
    ['ko', '대리석 테이블 위의 병, 따뜻한 골든 아워 조명, 파란 벽, 구체'],
  ])('%s: table, marble, golden warm light, blue wall and spheres', (_language, prompt) => {
    const recipe = recipeOf(prompt);
    expect(recipe.material).toBe('marble');
    expect(recipe.light.golden).toBeGreaterThan(0.5);
    expect(recipe.light.temperature).toBeGreaterThan(0.3);
    expect(recipe.props.map((prop) => prop.kind)).toContain('sphere');
    // Blue wall: blue channel clearly above red.
    expect(recipe.wall[2] - recipe.wall[0]).toBeGreaterThan(60);
    // "table" and "wall" both set a backdrop; the last one named wins.
    expect(['tabletop', 'wall-floor']).toContain(recipe.backdrop);
  });

  it.each([
    ['en', 'outdoor sand with neon'],
    ['es', 'arena al aire libre con neón'],
    ['ar', 'رمل في الطبيعة مع نيون'],
    ['ko', '야외 모래 네온'],
  ])('%s: outdoor backdrop, sand, neon', (_language, prompt) => {
    const recipe = recipeOf(prompt);
    expect(recipe.backdrop).toBe('outdoor');
    expect(recipe.material).toBe('sand');
    expect(recipe.light.neon).toBeGreaterThan(0.5);
  });

  it('reads hex colours and does not find words inside other words', () => {
    expect(recipeOf('#ff0000 backdrop').wall[0]).toBeGreaterThan(200);
    const blurred = recipeOf('blurred background');
    expect(blurred.wall).toEqual(recipeOf('').wall); // "red" inside "blurred" is not a colour
    expect(blurred.dof).toBeGreaterThan(0.5);
    expect(recipeOf('선물 상자').material).toBe('plain'); // 물 in 선물 ("gift") is not water
  });

  it('weights change element strength', () => {
    const strong = buildRecipe({ prompt: [part('marble', 1.5), part('soft light', 1.4)], negativePrompt: [], style: 'studio', theme: 'none' });
    const weak = buildRecipe({ prompt: [part('marble', 0.5), part('soft light', 0.6)], negativePrompt: [], style: 'studio', theme: 'none' });
    expect(strong.materialStrength).toBeGreaterThan(weak.materialStrength);
    expect(strong.light.hardness).toBeLessThan(weak.light.hardness);
    const bigSphere = buildRecipe({ prompt: [part('spheres', 1.5)], negativePrompt: [], style: 'studio', theme: 'none' });
    expect(bigSphere.props[0]).toMatchObject({ kind: 'sphere', strength: 1.5 });
  });

  it('the negative prompt removes elements', () => {
    const luxury = recipeOf('', { style: 'luxury' });
    expect(luxury.props.length).toBeGreaterThan(0);
    expect(luxury.reflection).toBeGreaterThan(0);
    const without = recipeOf('', { style: 'luxury', negative: 'spheres, reflection, marble, vignette' });
    expect(without.props.some((prop) => prop.kind === 'sphere')).toBe(false);
    expect(without.reflection).toBe(0);
    expect(without.material).toBe('plain');
    expect(without.vignette).toBe(0);
    expect(recipeOf('', { negative: 'sombra' }).shadow).toBe(0);
    expect(recipeOf('neon', { negative: '네온' }).light.neon).toBe(0);
  });

  it('styles and themes map to distinct recipes', () => {
    expect(recipeOf('', { style: 'neon' }).light.neon).toBeGreaterThan(0);
    expect(recipeOf('', { style: 'outdoor' }).backdrop).toBe('outdoor');
    expect(recipeOf('', { theme: 'valentines-day' }).props.map((prop) => prop.kind)).toContain('heart');
    expect(recipeOf('', { theme: 'new-year' }).props.map((prop) => prop.kind)).toContain('confetti');
    expect(recipeOf('', { theme: 'black-friday' }).wall[0]).toBeLessThan(40);
  });
});
