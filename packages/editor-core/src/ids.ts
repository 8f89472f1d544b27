/** `${base}-2`, `${base}-3`, … : the first that is not taken (base itself if free). */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  const stem = base.replace(/-\d+$/, '') || 'element';
  for (let counter = 2; ; counter += 1) {
    const candidate = `${stem}-${counter}`;
    if (!taken.has(candidate)) return candidate;
  }
}
