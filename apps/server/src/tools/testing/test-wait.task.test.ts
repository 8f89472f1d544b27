import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import testWait from './test-wait.task';

describe('test-wait task', () => {
  // The jobs suite checks that a job's streamed progress never goes back; the nested conversion
  // used to report its own 0.1 after the wait's 0.9.
  it('reports progress that never goes back, ending at 1', async () => {
    const bytes = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer());
    const seen: number[] = [];
    const output = await testWait({ bytes, delayMs: 200, failWith: null }, { signal: new AbortController().signal, onProgress: (fraction) => seen.push(fraction) });
    expect(output.bytes.length).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(1);
  });
});
