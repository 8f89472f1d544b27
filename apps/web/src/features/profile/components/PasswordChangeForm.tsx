import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTokenStore, isApiError } from '../../../common/api';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { errorText } from '../../../i18n/errorText';
import { hasErrors, validateNewPassword } from '../../auth';
import { profileCalls } from '../api/profileCalls';

type Field = 'oldPassword' | 'password' | 'passwordConfirmation';
const EMPTY: Record<Field, string> = { oldPassword: '', password: '', passwordConfirmation: '' };

/** Password change: the server answers a new token pair and ends every other session. */
export function PasswordChangeForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = Object.fromEntries(Object.entries(validateNewPassword(values)).map(([field, code]) => [field, errorText(code)]));
    if (!values.oldPassword) found.oldPassword = errorText('password_required');
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      browserTokenStore.setTokens(await profileCalls.changePassword(values.oldPassword, values.password));
      setValues(EMPTY);
      showToast({ message: t('profile:password.changed'), tone: 'success' });
    } catch (error) {
      if (isApiError(error) && error.code === 'old_password_wrong') setErrors({ oldPassword: error.message });
      else if (isApiError(error) && error.fields.newPassword) setErrors({ password: error.fields.newPassword });
      else showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput label={t('profile:password.old')} autoComplete="current-password" value={values.oldPassword} onChange={(event) => change('oldPassword', event.currentTarget.value)} error={errors.oldPassword} />
        <PasswordInput label={t('profile:password.new')} description={t('auth:fields.passwordHint')} autoComplete="new-password" value={values.password} onChange={(event) => change('password', event.currentTarget.value)} error={errors.password} />
        <PasswordInput label={t('auth:fields.passwordConfirmation')} autoComplete="new-password" value={values.passwordConfirmation} onChange={(event) => change('passwordConfirmation', event.currentTarget.value)} error={errors.passwordConfirmation} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('profile:password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
