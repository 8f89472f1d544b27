import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PlanTermMonths } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { errorText } from '../../../i18n/errorText';
import { billingApi, billingKeys } from '../api/billingApi';
import { formatMoney, formatNumber } from '../pricing';

/** What the applied code makes of this plan and term, as the server computes it; or why the code does not apply here. */
export function PromoPrice({ code, planId, months, currency, campaign }: { code: string; planId: string; months: PlanTermMonths; currency: string; campaign: { title: string; discountPercent: number } | null }) {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const check = useQuery({ queryKey: billingKeys.promo(code, planId, months), queryFn: () => billingApi.checkPromo({ code, planId, months }), retry: false });
  if (check.isPending) return null;
  if (check.isError) {
    return (
      <Text size="sm" c="red.7" data-testid="promo-refused">
        {isApiError(check.error) && check.error.message ? check.error.message : errorText('something_went_wrong')}
      </Text>
    );
  }
  // The server applies the larger of the code and a running campaign; say which one the price is.
  const values = { total: formatMoney(check.data.amount, currency, lang), percent: formatNumber(check.data.discountPercent, lang) };
  const campaignWins = campaign !== null && campaign.discountPercent === check.data.discountPercent;
  return (
    <Text size="sm" fw={700} c="orange.8" data-testid="promo-price">
      {campaignWins ? t('plans.campaignPrice', { ...values, title: campaign.title }) : t('plans.withCode', values)}
    </Text>
  );
}
