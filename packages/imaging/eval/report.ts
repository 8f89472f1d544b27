/** Printing eval figures: one row per image, then mean and worst per part of the set. */
import type { Part } from './set';

export interface Row {
  name: string;
  part: Part;
  figures: Record<string, number>;
}

export interface Target {
  figure: string;
  /** 'mean-min': the mean must reach the bound; 'each-min'/'each-max': every image must. */
  kind: 'mean-min' | 'each-min' | 'each-max' | 'each-range';
  bound: number;
  upper?: number;
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(2) : value.toFixed(4));

/** Prints the table and returns the targets missed (as sentences). */
export function printReport(title: string, rows: readonly Row[], targets: readonly Target[]): string[] {
  const names = Object.keys(rows[0]?.figures ?? {});
  const nameWidth = Math.max(24, ...rows.map((row) => row.name.length + 2));
  console.log(`\n== ${title}`);
  console.log(`${'image'.padEnd(nameWidth)}${'part'.padEnd(10)}${names.map((n) => n.padStart(12)).join('')}`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(nameWidth)}${row.part.padEnd(10)}${names.map((n) => format(row.figures[n]).padStart(12)).join('')}`);
  }
  const missed: string[] = [];
  for (const part of ['tuning', 'held-out', 'all'] as const) {
    const subset = rows.filter((row) => part === 'all' || row.part === part);
    if (subset.length === 0) continue;
    const mean = names.map((n) => subset.reduce((sum, row) => sum + row.figures[n], 0) / subset.length);
    console.log(`${`mean (${part}, ${subset.length})`.padEnd(nameWidth + 10)}${mean.map((v) => format(v).padStart(12)).join('')}`);
    const min = names.map((n) => Math.min(...subset.map((row) => row.figures[n])));
    const max = names.map((n) => Math.max(...subset.map((row) => row.figures[n])));
    console.log(`${`min (${part})`.padEnd(nameWidth + 10)}${min.map((v) => format(v).padStart(12)).join('')}`);
    console.log(`${`max (${part})`.padEnd(nameWidth + 10)}${max.map((v) => format(v).padStart(12)).join('')}`);
    for (const target of part === 'all' ? targets : []) {
      const values = subset.map((row) => row.figures[target.figure]);
      const label = `${title}: ${target.figure}`;
      if (target.kind === 'mean-min') {
        const m = values.reduce((a, b) => a + b, 0) / values.length;
        if (m < target.bound) missed.push(`${label} mean ${format(m)} < ${target.bound}`);
      } else {
        for (const row of subset) {
          const v = row.figures[target.figure];
          const low = target.kind === 'each-min' || target.kind === 'each-range' ? target.bound : -Infinity;
          const high = target.kind === 'each-max' ? target.bound : target.kind === 'each-range' ? (target.upper ?? Infinity) : Infinity;
          if (v < low || v > high) missed.push(`${label} ${row.name} ${format(v)} outside [${low}, ${high}]`);
        }
      }
    }
  }
  return missed;
}
