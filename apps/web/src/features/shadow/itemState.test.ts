import type { Job } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { shadowItemState } from './itemState';

const job = (status: Job['status'], progress = 0) => ({ status, progress }) as Job;

describe('shadowItemState (spec §4 shadow item states)', () => {
  it('is loaded until the browser has read the photo, then ready to generate', () => {
    expect(shadowItemState({ transparent: null, job: undefined, startError: null })).toBe('loaded');
    expect(shadowItemState({ transparent: false, job: undefined, startError: null })).toBe('ready-to-gen');
    expect(shadowItemState({ transparent: true, job: undefined, startError: null })).toBe('ready-to-gen');
  });

  it('removes the background in the first half of an opaque photo\'s job, then generates', () => {
    expect(shadowItemState({ transparent: false, job: job('queued'), startError: null })).toBe('removing-bg');
    expect(shadowItemState({ transparent: false, job: job('running', 0.3), startError: null })).toBe('removing-bg');
    expect(shadowItemState({ transparent: false, job: job('running', 0.6), startError: null })).toBe('generation');
    expect(shadowItemState({ transparent: true, job: job('running', 0.1), startError: null })).toBe('generation');
  });

  it('ends Done or Error; a refused start is an error', () => {
    expect(shadowItemState({ transparent: true, job: job('succeeded', 1), startError: null })).toBe('finished');
    expect(shadowItemState({ transparent: true, job: job('failed', 0.4), startError: null })).toBe('error');
    expect(shadowItemState({ transparent: true, job: job('cancelled'), startError: null })).toBe('error');
    expect(shadowItemState({ transparent: true, job: undefined, startError: 'No credits' })).toBe('error');
  });
});
