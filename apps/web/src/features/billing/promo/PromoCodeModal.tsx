import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../common/api';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { useAppModal } from '../../../common/modals/useAppModal';
import { errorText } from '../../../i18n/errorText';
import { billingApi } from '../api/billingApi';
import { billingPaths } from '../billingPaths';
import { usePlans } from '../hooks/useBillingQueries';
import { parseTerm, purchasablePlans } from '../planChoice';
import { normalisePromoCode, promoCodeError } from './promoCodeField';
import { DialogTitle } from '../../../common/components/DialogTitle';

/**
 * The promo-code modal (spec §2). The server checks the code for the plan and term on the page
 * (or the first plan); a refusal shows its reason (expired, used up, not for this plan). An
 * accepted code goes into the plans page's address, and every card then shows its price with it.
 */
export function PromoCodeModal() {
  const { t } = useTranslation('billing');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { closeModal } = useAppModal();
  const [params] = useSearchParams();
  const plans = usePlans();
  const [value, setValue] = useState(params.get('promo') ?? '');
  const [error, setError] = useState<string | null>(null);
  const months = parseTerm(params.get('months'));
  const planId = params.get('plan') ?? purchasablePlans(plans.data ?? [])[0]?.id;

  const check = useMutation({
    mutationFn: (code: string) => billingApi.checkPromo({ code, planId: planId ?? '', months }),
    onSuccess: (answer) => void navigate(billingPaths.plans(lang, { planId: params.get('plan') ?? undefined, months, promo: answer.code }), { replace: true }),
    onError: (failure) => setError(isApiError(failure) && failure.message ? failure.message : errorText('something_went_wrong')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = promoCodeError(value);
    if (invalid) return setError(errorText(invalid));
    setError(null);
    check.mutate(normalisePromoCode(value));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="promo-code-modal">
      <Stack gap="md" p="xs">
        <DialogTitle>
          {t('promo.title')}
        </DialogTitle>
        <Text c="dimmed" size="sm">
          {t('promo.subtitle')}
        </Text>
        <TextInput
          label={t('promo.label')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          autoFocus
          autoComplete="off"
          dir="ltr"
          data-testid="promo-code-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={closeModal}>
            {t('close')}
          </Button>
          <Button type="submit" loading={check.isPending} disabled={!planId} data-testid="promo-code-apply">
            {t('promo.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
