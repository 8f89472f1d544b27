import { Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { showErrorToast, showToast } from '../../../common/notifications/toast';
import { paths } from '../../../common/routing/paths';
import { errorText } from '../../../i18n/errorText';
import { forgetSession } from '../../auth';
import { privacyApi } from '../api/privacyApi';

type Field = 'password' | 'code';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** Accounts made with Google or Telegram have no password: they confirm with a mailed code. */
  hasPassword: boolean;
}

/** "Delete my account": says what happens, asks for the password (or a mailed code), then ends the session. */
export function DeleteAccountModal({ opened, onClose, hasPassword }: DeleteAccountModalProps) {
  const { t } = useTranslation(['privacy', 'common']);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const field: Field = hasPassword ? 'password' : 'code';

  const sendCode = async () => {
    setSending(true);
    try {
      await privacyApi.sendDeletionCode();
      setCodeSent(true);
      showToast({ message: t('privacy:delete.codeSent'), tone: 'success' });
    } catch (failure) {
      showErrorToast(failure);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(errorText(hasPassword ? 'password_required' : 'field_required'));
      return;
    }
    setBusy(true);
    try {
      await privacyApi.deleteAccount(hasPassword ? { password: value } : { code: value.trim() });
      // Every session ended on the server; this browser (and its other tabs) forgets it too.
      forgetSession();
      showToast({ message: t('privacy:delete.done'), tone: 'success' });
      await navigate(paths.main(lang), { replace: true });
    } catch (failure) {
      const text = isApiError(failure) ? (failure.fields[field] ?? (failure.isClientError ? failure.message : undefined)) : undefined;
      if (text) setError(text);
      else showErrorToast(failure);
      setBusy(false);
    }
  };

  const close = () => {
    if (busy) return;
    setValue('');
    setError(undefined);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} centered radius="lg" title={t('privacy:delete.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('privacy:delete.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('privacy:delete.effects.access')}</List.Item>
            <List.Item>{t('privacy:delete.effects.data')}</List.Item>
            <List.Item>{t('privacy:delete.effects.payments')}</List.Item>
            <List.Item>{t('privacy:delete.effects.email')}</List.Item>
          </List>
          <Text size="sm" fw={600}>
            {t('privacy:delete.irreversible')}
          </Text>
          {hasPassword ? (
            <PasswordInput
              label={t('privacy:delete.password')}
              autoComplete="current-password"
              value={value}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setError(undefined);
              }}
              error={error}
              data-autofocus
              data-testid="delete-password"
            />
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t('privacy:delete.codeText')}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('privacy:delete.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  maxLength={6}
                  value={value}
                  onChange={(event) => {
                    setValue(event.currentTarget.value);
                    setError(undefined);
                  }}
                  error={error}
                  disabled={!codeSent}
                  style={{ flex: 1 }}
                  data-testid="delete-code"
                />
                <Button variant="default" loading={sending} onClick={() => void sendCode()}>
                  {codeSent ? t('privacy:delete.resendCode') : t('privacy:delete.sendCode')}
                </Button>
              </Group>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!hasPassword && !codeSent} data-testid="delete-confirm">
              {t('privacy:delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
