import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { authApi } from '../api/authApi';
import { useAuthProviders } from '../api/useAuthProviders';
import { TelegramLoginButton } from './TelegramLoginButton';

/** Google and Telegram sign-in, each shown only when the server has it configured. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const providers = useAuthProviders().data;
  const [redirecting, setRedirecting] = useState(false);
  if (!providers || (!providers.google && !providers.telegram.enabled)) return null;

  const signInWithGoogle = async () => {
    setRedirecting(true);
    try {
      window.location.assign(await authApi.googleUrl());
    } catch (error) {
      setRedirecting(false);
      showErrorToast(error);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={t('social.or')} labelPosition="center" />
      {providers.google ? (
        <Button variant="default" leftSection={<IconBrandGoogle size={18} />} loading={redirecting} onClick={() => void signInWithGoogle()}>
          {t('social.google')}
        </Button>
      ) : null}
      {providers.telegram.enabled && providers.telegram.botName ? <TelegramLoginButton botName={providers.telegram.botName} /> : null}
    </Stack>
  );
}
