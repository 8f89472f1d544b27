import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppModal } from '../../common/modals/useAppModal';
import { errorText } from '../../i18n/errorText';

export const NO_CREDITS_MODAL = 'no-credits';
export const NO_PLAN_MODAL = 'no-plan';

/**
 * The plans page arrives with the payments work; until it is registered the dialogs explain and
 * close (no button to a page that does not exist).
 */
function DialogActions() {
  const { t } = useTranslation('billing');
  const { closeModal } = useAppModal();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={closeModal}>
        {t('close')}
      </Button>
    </Group>
  );
}

/** Spec §4: the generation was refused for lack of credits. */
export function NoCreditsDialog() {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="md" p="xs" data-testid="no-credits-dialog">
      <ThemeIcon size={48} radius="xl" variant="light" color="orange">
        <IconCoin size={28} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('noCredits.title')}
      </Title>
      <Text c="dimmed">{t('noCredits.subtitle')}</Text>
      <DialogActions />
    </Stack>
  );
}

/** Spec §4: the plan has expired. */
export function NoPlanDialog() {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="md" p="xs" data-testid="no-plan-dialog">
      <ThemeIcon size={48} radius="xl" variant="light" color="red">
        <IconCalendarOff size={28} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('noPlan.title')}
      </Title>
      <Text c="dimmed">{errorText('plan_expired')}</Text>
      <DialogActions />
    </Stack>
  );
}
