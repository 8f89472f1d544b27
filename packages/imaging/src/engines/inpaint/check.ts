import type { EngineCheck } from '../catalog';

/** The magic eraser and outpaint run on this engine; watermark removal uses it to fill. Pure code: always ready. */
export const checkPatchmatchEngine: EngineCheck = () => ({
  id: 'patchmatch',
  tools: ['inpaint', 'outpaint', 'watermark-removal'],
  kind: 'algorithm',
  ready: true,
});
