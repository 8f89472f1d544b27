import { describe, expect, it } from 'vitest';
import { openingAction, startIntent, wantsStart } from './startIntent';

describe('tool start intent', () => {
  it('starts only the tool and image the user asked for', () => {
    const state = startIntent('upscale', 'img-1');
    expect(wantsStart(state, 'upscale', 'img-1')).toBe(true);
    expect(wantsStart(state, 'upscale', 'img-2')).toBe(false);
    expect(wantsStart(state, 'shadow', 'img-1')).toBe(false);
  });

  it('does not start from an address alone (no history state, or unrelated state)', () => {
    expect(wantsStart(null, 'upscale', 'img-1')).toBe(false);
    expect(wantsStart(undefined, 'upscale', 'img-1')).toBe(false);
    expect(wantsStart({ from: '/en/gallery' }, 'upscale', 'img-1')).toBe(false);
    expect(wantsStart('upscale', 'upscale', 'img-1')).toBe(false);
  });

  it('opens a paid tool page without ?job= waiting for the user, and never restarts a named job', () => {
    expect(openingAction(null, 'when-asked', false)).toBe('wait-for-user');
    expect(openingAction(null, 'when-asked', true)).toBe('start');
    expect(openingAction('job-1', 'when-asked', true)).toBe('show-job');
    expect(openingAction('job-1', 'always', false)).toBe('show-job');
    // Free tools (watermark detection) may run on opening.
    expect(openingAction(null, 'always', false)).toBe('start');
  });
});
