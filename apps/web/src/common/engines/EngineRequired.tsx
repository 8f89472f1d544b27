import { Alert, Anchor, Code, List, Stack, Text } from '@mantine/core';
import { IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOperatorDocsUrl } from '../api/publicConfig';

/**
 * Shown instead of a diffusion-only tool when the server has no diffusion engine: what it needs,
 * for users in one line, and for operators the settings to add and a link to their setup guide
 * (OPERATOR_DOCS_URL from GET /api/config). Never a fake result.
 */
export function EngineRequired({ feature }: { feature: 'imageGeneration' | 'fashion' }) {
  const { t } = useTranslation('engines');
  const operatorDocsUrl = useOperatorDocsUrl();
  return (
    <Alert color="yellow" variant="light" icon={<IconServerOff size={20} />} title={t(`required.title.${feature}`)} data-testid="engine-required">
      <Stack gap="xs">
        <Text size="sm">{t('required.users')}</Text>
        <Text size="sm" fw={600}>
          {t('required.operators')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Code>COMFYUI_URL</Code> — {t('required.comfyui')}
          </List.Item>
          <List.Item>
            <Code>FAL_KEY</Code> — {t('required.fal')}
          </List.Item>
          <List.Item>
            <Code>GENERATION_ENGINES</Code> — {t('required.assign')}
          </List.Item>
        </List>
        <Text size="sm">
          <Anchor href={operatorDocsUrl} target="_blank" rel="noopener noreferrer" data-testid="operator-docs-link">
            {t('required.docs')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
