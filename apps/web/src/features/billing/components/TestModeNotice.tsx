import { Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Billing.module.css';

/** The "test mode" mark every screen of Vitrina's own checkout carries: no real money moves. */
export function TestModeNotice({ where = 'site' }: { where?: 'site' | 'checkout' }) {
  const { t } = useTranslation('billing');
  return (
    <Group gap="sm" wrap="nowrap" px="md" py="sm" className={classes.testMode} role="note" data-testid="test-mode-notice">
      <IconFlask size={22} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" fw={600}>
        {where === 'checkout' ? t('testMode.notice') : t('testMode.siteNotice')}
      </Text>
    </Group>
  );
}
