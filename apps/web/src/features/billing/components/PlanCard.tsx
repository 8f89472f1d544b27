import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import type { Plan } from '../api/billingTypes';
import { termOf } from '../planChoice';
import { formatMoney, formatNumber, monthlyMinorUnits, savingsMinorUnits } from '../pricing';
import classes from './Billing.module.css';
import { PromoPrice } from './PromoPrice';

export interface PlanCardProps {
  plan: Plan;
  months: number;
  isCurrent: boolean;
  isPopular: boolean;
  promoCode: string | null;
  choosing: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan at the chosen term: price per month, the total, what the term saves, credits and features. */
export function PlanCard({ plan, months, isCurrent, isPopular, promoCode, choosing, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const term = termOf(plan, months);
  const monthly = termOf(plan, 1);
  if (!term) return null;
  const saved = monthly ? savingsMinorUnits(monthly.price, term.price, months) : 0;

  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} data-current={isCurrent || undefined} data-popular={isPopular || undefined} data-testid={`plan-card-${plan.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('plans.creditsPerMonth', { credits: formatNumber(plan.credits, lang) })}
          </Text>
        </Stack>
        {isCurrent ? (
          <Badge color="brand" variant="filled" data-testid="current-plan-badge">
            {t('plans.current')}
          </Badge>
        ) : isPopular ? (
          <Badge color="orange" variant="light">
            {t('plans.popular')}
          </Badge>
        ) : null}
      </Group>

      <Stack gap={4}>
        <Group gap={6} align="baseline" wrap="nowrap">
          <span className={classes.price} data-testid="price-per-month">
            {formatMoney(monthlyMinorUnits(term.price, months), term.currency, lang)}
          </span>
          <Text c="dimmed" size="sm">
            {t('plans.perMonth')}
          </Text>
        </Group>
        {monthly && months > 1 && (
          <Text size="sm" c="dimmed" td="line-through">
            {t('plans.perMonthWithout', { price: formatMoney(monthly.price, monthly.currency, lang) })}
          </Text>
        )}
        <Text size="sm" data-testid="price-total">
          {months === 1 ? t('plans.totalMonthly', { total: formatMoney(term.price, term.currency, lang) }) : t('plans.total', { total: formatMoney(term.price, term.currency, lang), term: t(`terms.${months}` as 'terms.1') })}
        </Text>
        {saved > 0 && (
          <Text size="sm" c="teal.8" fw={600}>
            {t('plans.youSave', { amount: formatMoney(saved, term.currency, lang), percent: formatNumber(term.discountPercent, lang) })}
          </Text>
        )}
        {promoCode && <PromoPrice code={promoCode} planId={plan.id} months={months} currency={term.currency} />}
      </Stack>

      <List spacing={6} size="sm" className={classes.features} icon={<ThemeIcon size={20} radius="xl" variant="light" color="teal"><IconCheck size={13} /></ThemeIcon>}>
        {plan.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>

      <Button fullWidth radius="md" size="md" variant={isPopular || isCurrent ? 'filled' : 'light'} loading={choosing} disabled={disabled} onClick={onChoose} data-testid="choose-plan">
        {isCurrent ? t('plans.extend') : t('plans.choose')}
      </Button>
    </Paper>
  );
}
