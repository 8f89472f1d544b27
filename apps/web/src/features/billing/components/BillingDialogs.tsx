import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff, IconCoin, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useAppModal } from '../../../common/modals/useAppModal';
import { errorText } from '../../../i18n/errorText';
import { billingPaths } from '../billingPaths';
import { DialogTitle } from '../../../common/components/DialogTitle';

/** Close, and the way out the spec asks for: a button to Subscriptions (spec §4, §6). */
function DialogActions({ action }: { action: string }) {
  const { t } = useTranslation('billing');
  const { closeModal } = useAppModal();
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={closeModal}>
        {t('close')}
      </Button>
      {/* Replaces the modal's step: Back from Plans returns to the page the user was working on. */}
      <Button onClick={() => void navigate(billingPaths.plans(lang), { replace: true })} data-testid="to-plans">
        {action}
      </Button>
    </Group>
  );
}

function Dialog({ testId, icon, color, title, text, action }: { testId: string; icon: ReactNode; color: string; title: string; text: string; action: string }) {
  return (
    <Stack gap="md" p="xs" data-testid={testId}>
      <ThemeIcon size={48} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <DialogTitle>
        {title}
      </DialogTitle>
      <Text c="dimmed">{text}</Text>
      <DialogActions action={action} />
    </Stack>
  );
}

/** Spec §4: the action was refused for lack of credits. */
export function NoCreditsDialog() {
  const { t } = useTranslation('billing');
  return <Dialog testId="no-credits-dialog" icon={<IconCoin size={28} />} color="orange" title={t('noCredits.title')} text={t('noCredits.subtitle')} action={t('toPlans')} />;
}

/** Spec §4, §6: the plan has expired. */
export function NoPlanDialog() {
  const { t } = useTranslation('billing');
  return <Dialog testId="no-plan-dialog" icon={<IconCalendarOff size={28} />} color="red" title={t('noPlan.title')} text={errorText('plan_expired')} action={t('toPlans')} />;
}

/** Spec §6: the tool needs a feature the current plan does not include. */
export function FeatureUnavailableDialog() {
  const { t } = useTranslation('billing');
  return <Dialog testId="feature-unavailable-dialog" icon={<IconLock size={28} />} color="grape" title={errorText('feature_unavailable')} text={t('featureUnavailable.subtitle')} action={t('upgradePlan')} />;
}
