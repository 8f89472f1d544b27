import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { countryOptions } from './countries';

/** A searchable country list named in the interface language. */
export function CountrySelect({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const data = useMemo(() => countryOptions(lang), [lang]);
  return (
    <Select
      label={t('fields.country')}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      searchable
      nothingFoundMessage={t('fields.countryNotFound')}
      error={error}
      required
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
