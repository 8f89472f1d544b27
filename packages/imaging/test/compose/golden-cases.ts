/** Create-background golden renders: solid colour, linear and radial gradients, an image and a system backdrop. */
import { composeOnBackground } from '../../src/engines/compose';
import { readFixture, type GoldenCase } from '../support/golden';
import { bottleFixture, shoeFixture } from '../shadow/golden-cases';

export const backdropFixture = () => readFixture('compose/fixtures/backdrop.png', 3);

const portrait = { width: 300, height: 400 };
const landscape = { width: 400, height: 300 };

export const COMPOSE_GOLDEN_CASES: readonly GoldenCase[] = [
  {
    name: 'compose-solid',
    render: async () => composeOnBackground(await shoeFixture(), { type: 'solid', color: '#efe9e1' }, { x: 0.5, y: 0.58, scale: 0.75 }, { ...landscape, shadow: { angle: 'front' } }),
  },
  {
    name: 'compose-linear',
    render: async () =>
      composeOnBackground(
        await bottleFixture(),
        { type: 'linear', angle: 160, stops: [{ offset: 0, color: '#e4ecf4' }, { offset: 0.6, color: '#b9c9da' }, { offset: 1, color: '#8fa5bd' }] },
        { x: 0.5, y: 0.52, scale: 0.75 },
        { ...portrait, shadow: { angle: 'front' } },
      ),
  },
  {
    name: 'compose-radial',
    render: async () =>
      composeOnBackground(
        await bottleFixture(),
        { type: 'radial', center: { x: 0.5, y: 0.4 }, radius: 0.9, stops: [{ offset: 0, color: '#ffffff' }, { offset: 1, color: '#c9c2b8' }] },
        { x: 0.5, y: 0.5, scale: 0.75 },
        { ...portrait, shadow: { angle: 'front', controls: { direction: 200 } } },
      ),
  },
  {
    name: 'compose-image',
    render: async () => composeOnBackground(await shoeFixture(), { type: 'image', image: await backdropFixture() }, { x: 0.5, y: 0.72, scale: 0.6 }, { ...landscape, shadow: { angle: 'front' } }),
  },
  {
    name: 'compose-system',
    render: async () =>
      composeOnBackground(await bottleFixture(), { type: 'system', id: 'studio-grey' }, { x: 0.5, y: 0.48, scale: 0.7 }, { ...portrait, shadow: { angle: 'front', controls: { reflection: { opacity: 0.25, falloff: 0.25 } } } }),
  },
];
