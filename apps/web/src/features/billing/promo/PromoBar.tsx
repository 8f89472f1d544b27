import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDiscount2, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useCountdown } from '../hooks/useCountdown';
import { useNewUserPromotion } from '../hooks/useNewUserPromotion';
import { formatCountdown, formatNumber } from '../pricing';
import classes from '../components/Billing.module.css';

export interface PromoBarProps {
  applied: string | null;
  onOpenModal: () => void;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Above the cards: the applied code (removable), the user's new-user code with its countdown, and the way into the promo-code modal. */
export function PromoBar({ applied, onOpenModal, onApply, onRemove }: PromoBarProps) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const promotion = useNewUserPromotion().data;
  const msLeft = useCountdown(promotion?.expiresAt);
  const offerNewUserCode = promotion && msLeft > 0 && applied !== promotion.code;

  return (
    <Group justify="center" gap="sm">
      {offerNewUserCode && (
        <Paper className={classes.promoStrip} px="md" py={8} data-testid="new-user-offer">
          <Group gap="sm" wrap="wrap">
            <IconGift size={18} aria-hidden />
            <Text size="sm" fw={500}>
              {t('newUserPromo.strip', { percent: formatNumber(promotion.discountPercent, lang) })}{' '}
              <span className={classes.code} dir="ltr" translate="no">{promotion.code}</span>
            </Text>
            <Text size="sm" c="dimmed" dir="ltr">
              {formatCountdown(msLeft)}
            </Text>
            <Button size="compact-sm" color="orange" onClick={() => onApply(promotion.code)}>
              {t('promo.apply')}
            </Button>
          </Group>
        </Paper>
      )}
      {applied ? (
        <Paper withBorder radius="xl" px="md" py={6} data-testid="promo-applied">
          <Group gap={8} wrap="nowrap">
            <IconDiscount2 size={18} color="var(--mantine-color-orange-7)" aria-hidden />
            <Text size="sm">
              {t('promo.applied')} <span className={classes.code} dir="ltr" translate="no">{applied}</span>
            </Text>
            <CloseButton size="sm" onClick={onRemove} aria-label={t('promo.remove')} />
          </Group>
        </Paper>
      ) : (
        <Button variant="subtle" leftSection={<IconDiscount2 size={18} />} onClick={onOpenModal} data-testid="open-promo-code">
          {t('promo.open')}
        </Button>
      )}
    </Group>
  );
}
