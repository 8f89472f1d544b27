import { useCallback, useEffect } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'recaptcha-v3';

/** reCAPTCHA v3 (used only when the server has its keys): loads Google's script once; `token()` asks for a score token. */
export function useRecaptcha(siteKey: string | null): (action: string) => Promise<string> {
  useEffect(() => {
    if (!siteKey || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    document.head.append(script);
  }, [siteKey]);

  return useCallback(
    (action: string) =>
      new Promise<string>((resolve, reject) => {
        const grecaptcha = window.grecaptcha;
        if (!siteKey || !grecaptcha) return reject(new Error('reCAPTCHA is not loaded'));
        grecaptcha.ready(() => void grecaptcha.execute(siteKey, { action }).then(resolve, reject));
      }),
    [siteKey],
  );
}
