import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useApiKeyInfo } from '../api/publicApiCalls';

/** When the key was made and last used, and the secret that signs webhook events. */
export function ApiKeyDetails() {
  const { t } = useTranslation('publicApi');
  const lang = useLanguage();
  const { data: info } = useApiKeyInfo();
  if (!info?.preview) return null;
  const format = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="xs" data-testid="api-key-details">
      <Text size="sm" c="dimmed">
        {info.createdAt ? t('keyDetails.created', { when: format(info.createdAt) }) : null}
        {' · '}
        {info.lastUsedAt ? t('keyDetails.lastUsed', { when: format(info.lastUsedAt) }) : t('keyDetails.neverUsed')}
      </Text>
      {info.webhookSecret ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('keyDetails.webhookSecret')}
          </Text>
          <Group gap="xs" wrap="nowrap" dir="ltr">
            <Code style={{ wordBreak: 'break-all' }}>{info.webhookSecret}</Code>
            <CopyButton value={info.webhookSecret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="subtle" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                  {copied ? t('keyDetails.copied') : t('keyDetails.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t('keyDetails.webhookSecretHelp')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
