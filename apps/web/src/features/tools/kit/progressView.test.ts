import { describe, expect, it } from 'vitest';
import { progressView } from './progressView';

describe('progress view', () => {
  it('shows the queue while waiting, whatever the progress field says', () => {
    expect(progressView({ status: 'queued', progress: 0 })).toEqual({ kind: 'queued' });
  });

  it('never shows a few per cent as if they were steps: below the first step it only says "working"', () => {
    expect(progressView({ status: 'running', progress: 0 })).toEqual({ kind: 'working' });
    expect(progressView({ status: 'running', progress: 0.04 })).toEqual({ kind: 'working' });
  });

  it('shows the engine\'s own steps once it reports them', () => {
    expect(progressView({ status: 'running', progress: 0.5 })).toEqual({ kind: 'steps', percent: 50 });
    expect(progressView({ status: 'running', progress: 1 })).toEqual({ kind: 'steps', percent: 100 });
  });
});
