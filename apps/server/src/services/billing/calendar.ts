/**
 * Billing time arithmetic, in UTC so that the server's time zone never changes a result. A term
 * bought at instant A has month k starting at addMonths(A, k): the same day of month and time of
 * day, clamped to the month's last day (Jan 31 -> Feb 28 or 29 -> Mar 31), always from the anchor
 * so that short months do not make later months drift.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

/** How many month starts of a term (0..termMonths) are at or before `now`. */
export function monthsStarted(termStart: Date, termMonths: number, now: Date): number {
  let started = 0;
  while (started < termMonths && addMonths(termStart, started).getTime() <= now.getTime()) started++;
  return started;
}

/**
 * The occurrence of a yearly window ("MM-DDTHH:mm:ss+hh:mm") that is running at `now`, or the
 * next one; windows that cross New Year end in the following year.
 */
export function yearlyWindow(start: string, end: string, now: Date): { startsAt: Date; endsAt: Date } {
  const at = (year: number, monthDay: string) => new Date(`${year}-${monthDay}`);
  for (const year of [now.getUTCFullYear() - 1, now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const startsAt = at(year, start);
    let endsAt = at(year, end);
    if (endsAt.getTime() <= startsAt.getTime()) endsAt = at(year + 1, end);
    if (endsAt.getTime() > now.getTime()) return { startsAt, endsAt };
  }
  throw new Error('unreachable: a yearly window always recurs');
}
