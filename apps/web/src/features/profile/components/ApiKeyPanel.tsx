import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { Profile } from '@vitrina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../common/notifications/toast';
import { fetchProfile } from '../../session';
import { profileCalls } from '../api/profileCalls';
import { storeProfile } from '../useProfile';
import { publicApiKeys } from '../api/publicApiCalls';
import { ApiCurlExample } from './ApiCurlExample';
import { ApiKeyDetails } from './ApiKeyDetails';
import { ApiUsageChart } from './ApiUsageChart';

/**
 * The public API key: generated on request, shown exactly once (the server keeps only its hash),
 * replacing the previous key. Afterwards only its first characters are shown.
 */
export function ApiKeyPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [freshKey, setFreshKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const generate = async () => {
    setBusy(true);
    try {
      setFreshKey(await profileCalls.generateApiKey());
      setConfirming(false);
      storeProfile(await fetchProfile());
      await queryClient.invalidateQueries({ queryKey: publicApiKeys.all });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('apiKey.text')}</Text>
      {freshKey ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('apiKey.onceTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('apiKey.onceText')}</Text>
            <Group gap="xs" wrap="nowrap" dir="ltr">
              <Code data-testid="api-key" style={{ wordBreak: 'break-all' }}>
                {freshKey}
              </Code>
              <CopyButton value={freshKey}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                    {copied ? t('apiKey.copied') : t('apiKey.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      ) : profile.apiKeyPreview ? (
        <Text size="sm">
          {t('apiKey.current')}{' '}
          <Code dir="ltr">{profile.apiKeyPreview}</Code>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('apiKey.none')}
        </Text>
      )}
      {profile.apiKeyPreview ? <ApiKeyDetails /> : null}
      {confirming ? (
        <Alert color="red" title={t('apiKey.replaceTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('apiKey.replaceText')}</Text>
            <Group>
              <Button color="red" size="xs" loading={busy} onClick={() => void generate()}>
                {t('apiKey.replaceConfirm')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button leftSection={<IconKey size={16} />} loading={busy} onClick={() => (profile.apiKeyPreview ? setConfirming(true) : void generate())}>
            {profile.apiKeyPreview ? t('apiKey.regenerate') : t('apiKey.generate')}
          </Button>
          <Button component="a" href="/api/docs" target="_blank" rel="noopener" variant="subtle">
            {t('apiKey.docs')}
          </Button>
        </Group>
      )}
      {profile.apiKeyPreview ? <ApiCurlExample keyPreview={profile.apiKeyPreview.replace(/…$/, '')} /> : null}
      {profile.apiKeyPreview ? <ApiUsageChart /> : null}
    </Stack>
  );
}
