/** Health check for the compositing engines (shadow, create-background, image editor): sharp only, no models. */
import sharp from 'sharp';
import type { EngineStatus } from '../catalog';

export function checkCompositingEngine(): EngineStatus {
  const vips = sharp.versions.vips;
  return {
    id: 'compositing',
    tools: ['shadow', 'create-background', 'image-editor'],
    kind: 'compositing',
    ready: typeof vips === 'string',
    ...(typeof vips === 'string' ? {} : { problem: 'sharp (libvips) is not usable: reinstall the npm package sharp' }),
  };
}
