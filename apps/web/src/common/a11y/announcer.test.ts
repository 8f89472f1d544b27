import { describe, expect, it } from 'vitest';
import { jobAnnouncement, useAnnouncer } from './announcer';

const texts = {
  queued: 'queued',
  running: (percent: number) => `running ${percent}`,
  succeeded: 'done',
  failed: (reason: string) => `failed: ${reason}`,
  cancelled: 'cancelled',
};

describe('job announcements', () => {
  it('says the start, each quarter of progress once, and the end', () => {
    const said: (string | null)[] = [];
    let previous: { status: string; progress: number } | undefined;
    for (const job of [
      { status: 'queued', progress: 0 },
      { status: 'queued', progress: 0 },
      { status: 'running', progress: 0.05 },
      { status: 'running', progress: 0.2 },
      { status: 'running', progress: 0.55 },
      { status: 'running', progress: 0.6 },
      { status: 'succeeded', progress: 1 },
    ]) {
      said.push(jobAnnouncement(previous, job, texts));
      previous = job;
    }
    expect(said.filter(Boolean)).toEqual(['queued', 'running 0', 'running 50', 'done']);
  });

  it('says the error of a failed job', () => {
    expect(jobAnnouncement({ status: 'running', progress: 0.3 }, { status: 'failed', progress: 0.3, error: { message: 'Not enough credits' } }, texts)).toBe('failed: Not enough credits');
  });

  it('makes a repeated message a new announcement', () => {
    useAnnouncer.getState().announce('same');
    const first = useAnnouncer.getState().at;
    useAnnouncer.getState().announce('same');
    expect(useAnnouncer.getState().at).toBe(first + 1);
    expect(useAnnouncer.getState().message).toBe('same');
  });
});
