import 'altcha';
import type {} from 'altcha/types/react';
import 'altcha/i18n/ar';
import 'altcha/i18n/es-es';
import 'altcha/i18n/ko';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../common/hooks/useLanguage';

const ALTCHA_LANGUAGE = { ar: 'ar', en: 'en', es: 'es-es', ko: 'ko' } as const;

/**
 * The self-hosted proof-of-work captcha (ALTCHA). The browser solves the server's challenge in a
 * worker as soon as the form opens; `onPayload` receives the answer to send as `token` (or null
 * when it expires or fails, so the form asks again).
 */
export function AltchaWidget({ challengeUrl, onPayload }: { challengeUrl: string; onPayload: (payload: string | null) => void }) {
  const lang = useLanguage();
  const widget = useRef<HTMLElement>(null);
  const latestOnPayload = useRef(onPayload);
  useEffect(() => {
    latestOnPayload.current = onPayload;
  }, [onPayload]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      latestOnPayload.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  return <altcha-widget ref={widget} challenge={challengeUrl} auto="onload" language={ALTCHA_LANGUAGE[lang]} name="altcha" data-testid="captcha" />;
}
