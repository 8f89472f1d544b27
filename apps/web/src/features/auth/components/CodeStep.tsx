import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/errorText';
import { validateCode } from '../forms/validation';
import { useCountdown } from './useCountdown';

interface CodeStepProps {
  email: string;
  /** When another code may be requested (Date.now() value). */
  resendAt: number;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
  submitLabel: string;
  /** A server answer to show under the code (e.g. "Code doesn't match"). */
  error?: string | null;
  /** A resend needs a fresh captcha answer: the widget is shown above the resend link. */
  captcha?: ReactNode;
  /** Shown under "we sent a code" (registration: what happens when the address already has an account). */
  note?: ReactNode;
}

/** The one-time-code step: six digits, a resend link after its countdown, a way back to the form. */
export function CodeStep({ email, resendAt, onSubmit, onResend, onBack, submitLabel, error, captcha, note }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCode(code);
    setLocalError(errors.code ? errorText(errors.code) : null);
    if (errors.code) return;
    setBusy(true);
    try {
      await onSubmit(code);
    } finally {
      setBusy(false);
    }
  };

  const shownError = localError ?? error ?? null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('code.sentTo', { email })}</Text>
        {note}
        <Group justify="center" dir="ltr">
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={(value) => {
              setCode(value);
              setLocalError(null);
            }}
            error={Boolean(shownError)}
            aria-label={t('code.label')}
            data-testid="code-input"
          />
        </Group>
        {shownError ? (
          <Text c="red" size="sm" role="alert">
            {shownError}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
        {captcha}
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('code.back')}
          </Anchor>
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('code.resendIn', { seconds: secondsLeft })}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => void onResend()}>
              {t('code.resend')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
