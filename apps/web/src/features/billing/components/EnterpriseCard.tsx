import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Enterprise or individual conditions come through the request form (spec §1). */
export function EnterpriseCard({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="dark">
            <IconBuildingSkyscraper size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('enterprise.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('enterprise.text')}
            </Text>
          </Stack>
        </Group>
        <Button variant="default" onClick={onRequest} data-testid="open-enterprise-request">
          {t('enterprise.action')}
        </Button>
      </Group>
    </Paper>
  );
}
