import { createBackgroundParamsSchema, EDITOR_SIZE_PRESETS, SYSTEM_BACKGROUND_IDS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_KINDS, backgroundCss, backgroundParams, DEFAULT_SETTINGS, outputSize } from './backgroundSettings';

const IMAGE = '8d6f0b8e-2f55-4f7a-9a43-3d2f1b7c9e10';

describe('create-background settings', () => {
  it('builds parameters the tool accepts for every background kind', () => {
    for (const kind of BACKGROUND_KINDS) {
      const params = backgroundParams({ ...DEFAULT_SETTINGS, kind, imageId: IMAGE });
      expect(createBackgroundParamsSchema.safeParse(params).success, kind).toBe(true);
    }
  });

  it('offers every system backdrop the tool accepts, swatched in its own colours; the tool refuses any other id', () => {
    for (const systemId of SYSTEM_BACKGROUND_IDS) {
      expect(createBackgroundParamsSchema.safeParse(backgroundParams({ ...DEFAULT_SETTINGS, systemId })).success, systemId).toBe(true);
    }
    expect(backgroundCss({ ...DEFAULT_SETTINGS, systemId: 'studio-charcoal' }, undefined)).toBe('linear-gradient(180deg, #1f2124 0%, #3a3d42 62%, #4a4d52 100%)');
    expect(createBackgroundParamsSchema.safeParse({ background: { type: 'system', id: 'moon-surface' } }).success).toBe(false);
  });

  it('waits for an uploaded backdrop before it can run', () => {
    expect(backgroundParams({ ...DEFAULT_SETTINGS, kind: 'image', imageId: null })).toBeNull();
  });

  it('sends a marketplace size by id, a custom one as width and height, and no shadow when off', () => {
    expect(backgroundParams(DEFAULT_SETTINGS)).toMatchObject({ sizeId: 'square-1000', shadow: { angle: 'front' } });
    const custom = backgroundParams({ ...DEFAULT_SETTINGS, sizeId: 'custom', custom: { width: 640, height: 480 }, shadow: { ...DEFAULT_SETTINGS.shadow, enabled: false } });
    expect(custom).toMatchObject({ width: 640, height: 480, shadow: null });
    expect(custom).not.toHaveProperty('sizeId');
    expect(createBackgroundParamsSchema.safeParse(custom).success).toBe(true);
  });

  it('knows the output size', () => {
    expect(outputSize({ ...DEFAULT_SETTINGS, sizeId: 'portrait-3-4-900' }, EDITOR_SIZE_PRESETS)).toEqual({ width: 900, height: 1200 });
    expect(outputSize({ ...DEFAULT_SETTINGS, sizeId: 'custom', custom: { width: 10, height: 20 } }, EDITOR_SIZE_PRESETS)).toEqual({ width: 10, height: 20 });
  });

  it('previews gradients with the CSS the compose engine matches', () => {
    expect(backgroundCss({ ...DEFAULT_SETTINGS, kind: 'linear', angle: 90, gradient: ['#000000', '#ffffff'] }, undefined)).toBe('linear-gradient(90deg, #000000 0%, #ffffff 100%)');
    expect(backgroundCss({ ...DEFAULT_SETTINGS, kind: 'radial', radius: 0.5, gradient: ['#000000', '#ffffff'] }, undefined)).toBe(
      'radial-gradient(circle farthest-corner at 50% 50%, #000000 0%, #ffffff 50%)',
    );
  });
});
