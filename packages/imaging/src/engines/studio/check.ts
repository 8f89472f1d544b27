import type { EngineCheck } from '../catalog';

/** Generation runs on the procedural studio engine (recipe → rendered scene). Pure code: always ready. */
export const checkStudioEngine: EngineCheck = () => ({
  id: 'studio',
  tools: ['generate'],
  kind: 'algorithm',
  ready: true,
});
