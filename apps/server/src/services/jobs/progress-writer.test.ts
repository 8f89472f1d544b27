import { describe, expect, it } from 'vitest';
import { ProgressWriter } from './progress-writer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ProgressWriter', () => {
  it('writes at most once per interval, ending with the latest value', async () => {
    const written: number[] = [];
    const writer = new ProgressWriter(async (fraction) => {
      written.push(fraction);
    }, 50);
    for (let step = 1; step <= 10; step += 1) writer.report(step / 10);
    await sleep(10);
    expect(written).toEqual([1]);
    writer.report(0.2);
    writer.report(0.3);
    await sleep(20);
    expect(written).toEqual([1]);
    await sleep(60);
    expect(written).toEqual([1, 0.3]);
    await writer.stop();
  });

  it('stops writing after stop() and waits for the write in flight', async () => {
    const written: number[] = [];
    let release = () => undefined as void;
    const writer = new ProgressWriter(
      (fraction) =>
        new Promise<void>((resolve) => {
          written.push(fraction);
          release = resolve;
        }),
      10,
    );
    writer.report(0.5);
    await sleep(5);
    let stopped = false;
    const stopping = writer.stop().then(() => (stopped = true));
    writer.report(0.9);
    await sleep(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(written).toEqual([0.5]);
  });
});
