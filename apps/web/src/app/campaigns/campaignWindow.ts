/**
 * A campaign is shown from the start of its first day to the end of its last day, in the
 * product's home time zone (the spec states its dates in GMT+3).
 */
const HOME_OFFSET = '+03:00';

export interface CampaignWindow {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  end: string;
}

export function isWithinWindow(window: CampaignWindow, now: Date): boolean {
  const starts = Date.parse(`${window.start}T00:00:00${HOME_OFFSET}`);
  const ends = Date.parse(`${window.end}T23:59:59.999${HOME_OFFSET}`);
  const time = now.getTime();
  return time >= starts && time <= ends;
}
