import type { Language } from '@vitrina/contracts';

const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** "1.2 GB" in the page's language (binary multiples, as the quota is set). */
export function formatBytes(bytes: number, lang: Language): string {
  const [unit, size] = UNITS.find(([, unitSize]) => bytes >= unitSize) ?? UNITS[2];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
