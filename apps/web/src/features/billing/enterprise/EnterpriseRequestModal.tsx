import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TEXT_FIELD_MAX } from '@vitrina/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../common/api';
import { useAppModal } from '../../../common/modals/useAppModal';
import { showErrorToast } from '../../../common/notifications/toast';
import { errorText } from '../../../i18n/errorText';
import { useAuthStore } from '../../session';
import { billingApi } from '../api/billingApi';
import { EMPTY_ENTERPRISE_REQUEST, enterpriseRequestBody, validateEnterpriseRequest, type EnterpriseField, type EnterpriseValues } from './enterpriseForm';
import { DialogTitle } from '../../../common/components/DialogTitle';

/** Request-for-enterprise (spec §2): stored by the server and mailed to sales. */
export function EnterpriseRequestModal() {
  const { t } = useTranslation('billing');
  const { closeModal } = useAppModal();
  const profile = useAuthStore((state) => state.profile);
  const [values, setValues] = useState<EnterpriseValues>(() => ({
    ...EMPTY_ENTERPRISE_REQUEST,
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
    email: profile?.email ?? '',
    company: profile?.companyName ?? '',
    phone: profile?.phone ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<EnterpriseField, string>>>({});

  const send = useMutation({
    mutationFn: () => billingApi.requestEnterprise(enterpriseRequestBody(values)),
    onError: (failure) => {
      const fields = isApiError(failure) ? failure.fields : undefined;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else showErrorToast(failure);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEnterpriseRequest(values);
    setErrors(Object.fromEntries(Object.entries(invalid).map(([field, code]) => [field, errorText(code)])));
    if (Object.keys(invalid).length === 0) send.mutate();
  };

  if (send.isSuccess) {
    return (
      <Stack gap="md" p="xs" data-testid="enterprise-request-sent">
        <DialogTitle>
          {t('enterprise.sentTitle')}
        </DialogTitle>
        <Text c="dimmed">{t('enterprise.sentText')}</Text>
        <Group justify="flex-end">
          <Button onClick={closeModal}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  }

  const field = (name: EnterpriseField) => ({
    value: values[name],
    error: errors[name],
    maxLength: TEXT_FIELD_MAX + 1,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    'data-testid': `enterprise-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="enterprise-request-modal">
      <Stack gap="md" p="xs">
        <Stack gap={4}>
          <DialogTitle>
            {t('enterprise.formTitle')}
          </DialogTitle>
          <Text c="dimmed" size="sm">
            {t('enterprise.formText')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('enterprise.name')} required autoComplete="name" {...field('name')} />
          <TextInput label={t('enterprise.email')} required type="email" autoComplete="email" dir="ltr" {...field('email')} />
          <TextInput label={t('enterprise.company')} required autoComplete="organization" {...field('company')} />
          <TextInput label={t('enterprise.phone')} type="tel" autoComplete="tel" dir="ltr" {...field('phone')} />
        </SimpleGrid>
        <Textarea label={t('enterprise.message')} required autosize minRows={3} maxRows={6} {...field('message')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={closeModal}>
            {t('close')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="enterprise-send">
            {t('enterprise.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
