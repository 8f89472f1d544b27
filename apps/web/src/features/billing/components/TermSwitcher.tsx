import { SegmentedControl, Stack, Text } from '@mantine/core';
import { PLAN_TERMS_MONTHS, type PlanTermMonths } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import type { Plan } from '@vitrina/contracts';
import { bestDiscount } from '../planChoice';
import { formatNumber } from '../pricing';
import classes from './Billing.module.css';

/** 1, 3, 6 or 12 months (spec §9), each with the saving it brings ("−40%"). */
export function TermSwitcher({ plans, value, onChange }: { plans: readonly Plan[]; value: PlanTermMonths; onChange: (months: PlanTermMonths) => void }) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  return (
    <Stack gap={6} align="center" className={classes.termBlock}>
      <SegmentedControl
        value={String(value)}
        onChange={(next) => onChange(Number(next) as PlanTermMonths)}
        radius="lg"
        size="md"
        fullWidth
        className={classes.termSwitcher}
        aria-label={t('plans.termLabel')}
        data-testid="term-switcher"
        data={PLAN_TERMS_MONTHS.map((months) => {
          const discount = bestDiscount(plans, months);
          return {
            value: String(months),
            label: (
              <span className={classes.termOption}>
                <span>{t(`terms.${months}`)}</span>
                <span className={classes.termSaving} data-empty={discount > 0 ? undefined : true} dir="ltr">
                  {discount > 0 ? t('plans.discount', { percent: formatNumber(discount, lang) }) : '\u00a0'}
                </span>
              </span>
            ),
          };
        })}
      />
      <Text size="xs" c="dimmed">
        {t('plans.termHint', { percent: formatNumber(bestDiscount(plans, 12), lang) })}
      </Text>
    </Stack>
  );
}
