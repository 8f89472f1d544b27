import { Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A first call to copy, with the key's prefix in place of the key (the whole key is never shown again). */
export function ApiCurlExample({ keyPreview }: { keyPreview: string }) {
  const { t } = useTranslation('publicApi');
  const command =
    `curl -X POST ${window.location.origin}/api/v1/remove-background \\\n` +
    `  -H "x-api-key: ${keyPreview}" \\\n` +
    `  -F image_file=@photo.jpg -o cutout.png`;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('example.title')}
      </Text>
      <Text size="sm">{t('example.text')}</Text>
      <Code block dir="ltr" data-testid="api-curl-example">
        {command}
      </Code>
      <CopyButton value={command}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" w="fit-content" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
            {copied ? t('example.copied') : t('example.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
