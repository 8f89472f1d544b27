import { describe, expect, it } from 'vitest';
import { progressView, secondsLeft } from './progressView';

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

  it('tells the time left from the rate so far, once there is enough to go on', () => {
    expect(secondsLeft(0.25, 30)).toBe(90);
    expect(secondsLeft(0.5, 120)).toBe(120);
    expect(secondsLeft(0.05, 30)).toBeNull();
    expect(secondsLeft(0.5, 2)).toBeNull();
    expect(secondsLeft(0.5, null)).toBeNull();
    expect(secondsLeft(1, 60)).toBeNull();
  });
});
