import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useAppModal } from '../../../common/modals/useAppModal';
import { billingPaths } from '../billingPaths';
import classes from '../components/Billing.module.css';
import { useCountdown } from '../hooks/useCountdown';
import { useNewUserPromotion } from '../hooks/useNewUserPromotion';
import { formatCountdown, formatNumber } from '../pricing';
import { DialogTitle } from '../../../common/components/DialogTitle';

/** The new-user promo (spec §1): a personal 30% code for any plan, valid 24 hours after registration, with a live countdown. */
export function NewUserPromoModal() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { closeModal } = useAppModal();
  const promotion = useNewUserPromotion().data;
  const msLeft = useCountdown(promotion?.expiresAt);

  if (!promotion || msLeft <= 0) {
    return (
      <Stack gap="md" p="xs" data-testid="new-user-promo-ended">
        <Text>{t('newUserPromo.ended')}</Text>
        <Group justify="flex-end">
          <Button onClick={closeModal}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  }

  const percent = formatNumber(promotion.discountPercent, lang);
  return (
    <Stack gap="md" p="xs" align="center" ta="center" data-testid="new-user-promo">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        <IconGift size={30} />
      </ThemeIcon>
      <DialogTitle>
        {t('newUserPromo.title', { percent })}
      </DialogTitle>
      <Text c="dimmed">{t('newUserPromo.text', { percent })}</Text>
      <Text size="xl" className={classes.code} dir="ltr" translate="no" data-testid="new-user-promo-code">
        {promotion.code}
      </Text>
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('newUserPromo.endsIn')}
        </Text>
        <Text size="lg" fw={700} dir="ltr" data-testid="new-user-promo-countdown">
          {formatCountdown(msLeft)}
        </Text>
      </Stack>
      <Group justify="center">
        <Button variant="default" onClick={closeModal}>
          {t('close')}
        </Button>
        <Button color="orange" onClick={() => void navigate(billingPaths.plans(lang, { promo: promotion.code }), { replace: true })} data-testid="new-user-promo-use">
          {t('newUserPromo.use')}
        </Button>
      </Group>
    </Stack>
  );
}
