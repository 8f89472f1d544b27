import { Text } from '@mantine/core';
import type { CaptchaConfig, CaptchaType } from '@vitrina/contracts';
import { useCallback, useRef, useState } from 'react';
import { AltchaWidget } from './AltchaWidget';
import { useRecaptcha } from './useRecaptcha';

export interface CaptchaAnswer {
  captchaType: CaptchaType;
  token: string;
}

/**
 * The captcha the server asks for: the ALTCHA widget (solved in the background) or invisible
 * reCAPTCHA v3. `useCaptcha().answer()` returns what to send, or null if not solved yet.
 */
export function useCaptcha(config: CaptchaConfig | undefined) {
  const altchaPayload = useRef<string | null>(null);
  // A solved challenge is good for one request: a new generation remounts the widget, which solves a fresh one.
  const [generation, setGeneration] = useState(0);
  const renew = useCallback(() => {
    altchaPayload.current = null;
    setGeneration((value) => value + 1);
  }, []);
  const recaptchaToken = useRecaptcha(config?.type === 'recaptcha-v3' ? config.siteKey : null);

  const answer = useCallback(
    async (action: string): Promise<CaptchaAnswer | null> => {
      if (!config) return null;
      if (config.type === 'recaptcha-v3') return { captchaType: 'recaptcha-v3', token: await recaptchaToken(action) };
      return altchaPayload.current ? { captchaType: 'altcha', token: altchaPayload.current } : null;
    },
    [config, recaptchaToken],
  );

  const field =
    config?.type === 'altcha' ? (
      <AltchaWidget
        key={generation}
        challengeUrl={config.challengeUrl}
        onPayload={(payload) => {
          altchaPayload.current = payload;
        }}
      />
    ) : null;
  return { answer, field, renew };
}

export function CaptchaError({ message }: { message: string | null }) {
  return message ? (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  ) : null;
}
