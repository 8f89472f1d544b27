/** The shadow tool's golden renders: every angle, with and without a floor reflection, and a transparent output. */
import { renderShadow, type ShadowPreset } from '../../src/engines/shadow';
import { readFixture, type GoldenCase } from '../support/golden';

export const bottleFixture = () => readFixture('shadow/fixtures/bottle.png', 4);
export const shoeFixture = () => readFixture('shadow/fixtures/shoe.png', 4);
export const boxFixture = () => readFixture('shadow/fixtures/box.png', 4);

const portrait: ShadowPreset = { format: { width: 300, height: 400 }, padding: { top: 0.08, right: 0.1, bottom: 0.14, left: 0.1 }, angle: 'front', zoom: 0.9, background: '#ffffff' };
const landscape: ShadowPreset = { format: { width: 400, height: 300 }, padding: 0.1, angle: 'top', zoom: 0.9, background: '#ffffff' };
const square: ShadowPreset = { format: { width: 300, height: 300 }, padding: { top: 0.08, right: 0.1, bottom: 0.16, left: 0.1 }, angle: 'isometric', zoom: 0.9, background: '#ffffff' };
const reflection = { opacity: 0.35, falloff: 0.35 };

export const SHADOW_GOLDEN_CASES: readonly GoldenCase[] = [
  { name: 'shadow-front', render: async () => renderShadow(await bottleFixture(), portrait) },
  {
    name: 'shadow-front-reflection',
    render: async () => renderShadow(await bottleFixture(), { ...portrait, padding: { top: 0.05, right: 0.1, bottom: 0.3, left: 0.1 }, background: '#f2f2f2' }, { reflection }),
  },
  { name: 'shadow-front-shoe-transparent', render: async () => renderShadow(await shoeFixture(), { ...landscape, angle: 'front', background: 'transparent' }) },
  { name: 'shadow-top', render: async () => renderShadow(await shoeFixture(), landscape) },
  { name: 'shadow-isometric', render: async () => renderShadow(await boxFixture(), square) },
  {
    name: 'shadow-isometric-reflection',
    render: async () => renderShadow(await boxFixture(), { ...square, padding: { top: 0.05, right: 0.12, bottom: 0.26, left: 0.12 } }, { reflection }),
  },
];
