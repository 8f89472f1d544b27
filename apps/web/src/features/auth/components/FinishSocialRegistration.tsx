import { AgreementLabel } from '../../privacy';
import { Button, Checkbox, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/errorText';
import { useCountryDefault } from '../forms/useCountryDefault';
import { CountrySelect } from './CountrySelect';

/** A new Google or Telegram account: the country (pre-filled) and the agreement, then the account is made. */
export function FinishSocialRegistration({ onFinish }: { onFinish: (countryCode: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [country, setCountry] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [agreementError, setAgreementError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useCountryDefault(country, setCountry);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreement) return setAgreementError(errorText('agreement_required'));
    setBusy(true);
    try {
      await onFinish(country || 'AE');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <CountrySelect value={country} onChange={setCountry} />
        <Checkbox
          checked={agreement}
          onChange={(event) => {
            setAgreement(event.currentTarget.checked);
            setAgreementError(undefined);
          }}
          error={agreementError}
          label={<AgreementLabel />}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('registration.finish')}
        </Button>
      </Stack>
    </form>
  );
}
