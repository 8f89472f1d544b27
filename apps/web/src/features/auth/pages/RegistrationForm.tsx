import { AgreementLabel } from '../../privacy';
import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../components/CountrySelect';
import type { RegistrationField, RegistrationValues } from '../forms/validation';

interface RegistrationFormProps {
  values: RegistrationValues;
  /** Field errors: catalogue codes found in the browser, or the server's localised texts. */
  errors: Partial<Record<RegistrationField, string>>;
  onChange: <Field extends RegistrationField>(field: Field, value: RegistrationValues[Field]) => void;
  busy: boolean;
  captcha: ReactNode;
}

/** The fields of Registration (spec §2, §5). Validation and submission live in the page. */
export function RegistrationForm({ values, errors, onChange, busy, captcha }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={errors.email}
        required
        autoFocus
      />
      <PasswordInput
        label={t('fields.password')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={errors.password}
        required
      />
      <PasswordInput
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={(event) => onChange('passwordConfirmation', event.currentTarget.value)}
        error={errors.passwordConfirmation}
        required
      />
      <TextInput
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        value={values.phone}
        onChange={(event) => onChange('phone', event.currentTarget.value)}
        error={errors.phone}
        required
      />
      <CountrySelect value={values.countryCode} onChange={(code) => onChange('countryCode', code)} error={errors.countryCode} />
      <Checkbox
        checked={values.agreement}
        onChange={(event) => onChange('agreement', event.currentTarget.checked)}
        error={errors.agreement}
        label={<AgreementLabel />}
      />
      {captcha}
      <Button type="submit" loading={busy} fullWidth>
        {t('registration.submit')}
      </Button>
    </Stack>
  );
}

