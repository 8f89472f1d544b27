import { describe, expect, it } from 'vitest';
import { queueWait } from './queueWait';

describe('queueWait', () => {
  it('speaks in seconds under a minute (never "0 s") and in whole minutes above', () => {
    expect(queueWait({ ahead: 0, estimatedSeconds: 0 })).toEqual({ key: 'job.waitSeconds', values: { seconds: 1 } });
    expect(queueWait({ ahead: 2, estimatedSeconds: 42 })).toEqual({ key: 'job.waitSeconds', values: { seconds: 42 } });
    expect(queueWait({ ahead: 9, estimatedSeconds: 150 })).toEqual({ key: 'job.waitMinutes', values: { minutes: 3 } });
  });
});
