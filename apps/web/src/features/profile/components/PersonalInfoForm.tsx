import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { Profile } from '@vitrina/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../common/api';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { CountrySelect } from '../../auth';
import { profileCalls, type ProfileUpdate } from '../api/profileCalls';
import { storeProfile } from '../useProfile';

type Field = keyof Required<ProfileUpdate>;
const TEXT_FIELDS = ['firstName', 'lastName', 'companyName', 'jobTitle'] as const;
const MAX = 255;

function initial(profile: Profile): Required<ProfileUpdate> {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    companyName: profile.companyName ?? '',
    jobTitle: profile.jobTitle ?? '',
    phone: profile.phone ?? '',
    country: profile.country ?? '',
  };
}

/** Name, company, job title, phone and country; the email is the account's identity and stays read-only. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => initial(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLong = Object.fromEntries(TEXT_FIELDS.filter((field) => values[field].length > MAX).map((field) => [field, t('errors.tooLong', { max: MAX })]));
    setErrors(tooLong);
    if (Object.keys(tooLong).length > 0) return;
    setBusy(true);
    try {
      const update: ProfileUpdate = { ...values, phone: values.phone || undefined, country: values.country || undefined };
      storeProfile(await profileCalls.update(update));
      showToast({ message: t('saved'), tone: 'success' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('fields.email')} value={profile.email} readOnly dir="ltr" />
        <TextInput label={t('fields.phone')} type="tel" dir="ltr" value={values.phone} onChange={(event) => change('phone', event.currentTarget.value)} error={errors.phone} />
        {TEXT_FIELDS.map((field) => (
          <TextInput key={field} label={t(`fields.${field}`)} value={values[field]} onChange={(event) => change(field, event.currentTarget.value)} error={errors[field]} />
        ))}
        <CountrySelect value={values.country} onChange={(code) => change('country', code)} error={errors.country} />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={busy}>
          {t('save')}
        </Button>
      </Group>
    </form>
  );
}
