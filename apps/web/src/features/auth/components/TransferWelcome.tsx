import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The transfer welcome message (spec §2 modals): the account came over from the sibling product. */
export function TransferWelcome() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm" p="md">
      <Title order={2} size="h3">
        {t('transfer.title')}
      </Title>
      <Text>{t('transfer.text')}</Text>
    </Stack>
  );
}
