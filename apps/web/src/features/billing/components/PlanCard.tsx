import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Plan, PlanTermMonths } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { termOf } from '../planChoice';
import { formatMoney, formatNumber } from '../pricing';
import classes from './Billing.module.css';
import { PromoPrice } from './PromoPrice';

export interface PlanCardProps {
  plan: Plan;
  months: PlanTermMonths;
  isCurrent: boolean;
  promoCode: string | null;
  /** A running campaign's discount, applied by the server at checkout. */
  campaign: { title: string; discountPercent: number } | null;
  choosing: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan at the chosen term: price per month, the total, what the term saves, credits and features. */
export function PlanCard({ plan, months, isCurrent, promoCode, campaign, choosing, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const term = termOf(plan, months);
  if (!term) return null;
  const saved = term.fullPrice - term.price;
  const money = (minorUnits: number) => formatMoney(minorUnits, term.currency, lang);

  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} data-current={isCurrent || undefined} data-popular={plan.popular || undefined} data-testid={`plan-card-${plan.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('plans.creditsPerMonth', { count: term.credits, credits: formatNumber(term.credits, lang) })}
          </Text>
        </Stack>
        {isCurrent ? (
          <Badge color="brand" variant="filled" flex="none" data-testid="current-plan-badge">
            {t('plans.current')}
          </Badge>
        ) : plan.popular ? (
          <Badge color="orange" variant="light" flex="none">
            {t('plans.popular')}
          </Badge>
        ) : null}
      </Group>
      {plan.description && (
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
      )}

      <Stack gap={4}>
        <Group gap={6} align="baseline" wrap="nowrap">
          <span className={classes.price} data-testid="price-per-month">
            {money(term.pricePerMonth)}
          </span>
          <Text c="dimmed" size="sm">
            {t('plans.perMonth')}
          </Text>
        </Group>
        <Text size="sm" data-testid="price-total">
          {months === 1 ? t('plans.totalMonthly', { total: money(term.price) }) : t('plans.total', { total: money(term.price), term: t(`terms.${months}`) })}
        </Text>
        {saved > 0 && (
          <Text size="sm" c="teal.8" fw={600}>
            <Text span size="sm" c="dimmed" td="line-through" fw={400}>
              {money(term.fullPrice)}
            </Text>{' '}
            {t('plans.youSave', { amount: money(saved), percent: formatNumber(term.discountPercent, lang) })}
          </Text>
        )}
        {campaign && !promoCode && (
          <Text size="sm" fw={600} c="orange.8" data-testid="campaign-discount">
            {t('plans.campaignDiscount', { title: campaign.title, percent: formatNumber(campaign.discountPercent, lang) })}
          </Text>
        )}
        {promoCode && <PromoPrice code={promoCode} planId={plan.id} months={months} currency={term.currency} campaign={campaign} />}
      </Stack>

      <List spacing={6} size="sm" className={classes.features} icon={<ThemeIcon size={20} radius="xl" variant="light" color="teal"><IconCheck size={13} /></ThemeIcon>}>
        {plan.features.map((feature) => (
          <List.Item key={feature}>{t(`features.${feature}`)}</List.Item>
        ))}
      </List>

      <Button fullWidth radius="md" size="md" variant={plan.popular || isCurrent ? 'filled' : 'light'} loading={choosing} disabled={disabled} onClick={onChoose} data-testid="choose-plan">
        {isCurrent ? t('plans.extend') : t('plans.choose')}
      </Button>
    </Paper>
  );
}
