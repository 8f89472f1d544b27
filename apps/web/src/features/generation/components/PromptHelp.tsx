import { ActionIcon, Code, List, Popover, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The weighting syntax and the advice to write prompts in English (spec §1, §5). */
export function PromptHelp() {
  const { t } = useTranslation('generation');
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" aria-label={t('help.open')} data-testid="prompt-help">
          <IconHelpCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('help.title')}
          </Text>
          <Text size="sm">{t('help.weighting')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <Code>(marble table)1.3</Code> {t('help.stronger')}
            </List.Item>
            <List.Item>
              <Code>(plants)0.6</Code> {t('help.weaker')}
            </List.Item>
          </List>
          <Text size="sm">{t('help.range')}</Text>
          <Text size="sm">{t('help.exceptions')}</Text>
          <Text size="sm" c="dimmed">
            {t('help.english')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
