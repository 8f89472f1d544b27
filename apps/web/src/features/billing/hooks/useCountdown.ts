import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline`, updated every second; 0 once it has passed. */
export function useCountdown(deadline: string | null | undefined): number {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}
