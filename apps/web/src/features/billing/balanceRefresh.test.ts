import { describe, expect, it } from 'vitest';
import { changesBalance } from './balanceRefresh';

describe('balance refresh', () => {
  it('refreshes after a run starts, a cancel, and a job that ended; not while it runs or on other calls', () => {
    expect(changesBalance({ method: 'POST', path: '/tools/generate', body: {} })).toBe(true);
    expect(changesBalance({ method: 'POST', path: '/jobs/7/cancel', body: {} })).toBe(true);
    expect(changesBalance({ method: 'GET', path: '/jobs/7', body: { data: { status: 'failed' } } })).toBe(true);
    expect(changesBalance({ method: 'GET', path: '/jobs/7', body: { data: { status: 'succeeded' } } })).toBe(true);
    expect(changesBalance({ method: 'GET', path: '/jobs/7', body: { data: { status: 'running' } } })).toBe(false);
    expect(changesBalance({ method: 'GET', path: '/tools', body: {} })).toBe(false);
    expect(changesBalance({ method: 'POST', path: '/products', body: {} })).toBe(false);
  });
});
