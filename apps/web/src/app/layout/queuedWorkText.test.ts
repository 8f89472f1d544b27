import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { queuedWorkText } from './queuedWorkText';

// Echoes the key and values, so the test reads what the banner would be asked to say.
const t = ((key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction<'toolkit'>;

describe('queued work banner text', () => {
  it('counts the waiting jobs and gives the soonest start', () => {
    const text = queuedWorkText([{ queue: { ahead: 4, estimatedSeconds: 300 } }, { queue: { ahead: 1, estimatedSeconds: 40 } }], t);
    expect(text).toBe('banner.queued{"count":2,"wait":"job.waitSeconds{\\"seconds\\":40}"}');
  });

  it('says minutes past a minute, and has words for jobs without an estimate', () => {
    expect(queuedWorkText([{ queue: { ahead: 9, estimatedSeconds: 150 } }], t)).toContain('job.waitMinutes{\\"minutes\\":3}');
    expect(queuedWorkText([{ queue: null }], t)).toBe('banner.queuedNoEstimate{"count":1}');
  });
});
