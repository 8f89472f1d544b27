/** Helpers shared by bench files: timing statistics and a uniform printed report. */
export interface Reporter {
  /** Records a figure: a name, a number and its unit, and an optional target to compare against. */
  figure(name: string, value: number, unit: string, target?: { max?: number; min?: number }): void;
  note(text: string): void;
  flush(): void;
}

export function createReporter(suite: string): Reporter {
  const lines: string[] = [];
  return {
    figure(name, value, unit, target) {
      let verdict = '';
      if (target?.max !== undefined) verdict = value <= target.max ? `  (target <= ${target.max}: met)` : `  (target <= ${target.max}: MISSED)`;
      if (target?.min !== undefined) verdict = value >= target.min ? `  (target >= ${target.min}: met)` : `  (target >= ${target.min}: MISSED)`;
      lines.push(`  ${name.padEnd(56)} ${formatNumber(value).padStart(10)} ${unit}${verdict}`);
    },
    note(text) {
      lines.push(`  # ${text}`);
    },
    flush() {
      console.log(`\n== ${suite}`);
      for (const line of lines) console.log(line);
      lines.length = 0;
    },
  };
}

function formatNumber(value: number): string {
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(3);
}

/** Runs `fn` `runs` times after `warmup` untimed runs; returns sorted durations in ms. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const median = (sorted: number[]) => percentile(sorted, 50);

/** Peak resident set size of this process so far, in MB (Linux reports ru_maxrss in KB). */
export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}
