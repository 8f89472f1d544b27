import { useEffect } from 'react';
import { authApi } from '../api/authApi';

/** Fills an empty country with the server's guess (GeoIP, then Accept-Language, then AE). */
export function useCountryDefault(current: string, set: (code: string) => void): void {
  useEffect(() => {
    if (current) return;
    let cancelled = false;
    authApi.detectCountry().then(
      (code) => {
        if (!cancelled) set(code);
      },
      () => {
        if (!cancelled) set('AE');
      },
    );
    return () => {
      cancelled = true;
    };
    // Only once, on arrival: a choice the user makes later is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
