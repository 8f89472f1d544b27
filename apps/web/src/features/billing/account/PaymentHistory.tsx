import { Anchor, Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../common/hooks/useLanguage';
import { billingApi, billingKeys } from '../api/billingApi';
import { formatDate, formatMoney } from '../pricing';

const statusColor: Record<PaymentStatus, string> = { paid: 'teal', pending: 'yellow', failed: 'red', refunded: 'gray' };

/** Payment history in the profile (issue 16): date, plan, term, amount, status, receipt link. */
export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const { t: tProfile } = useTranslation('profile');
  const lang = useLanguage();
  const payments = useQuery({ queryKey: billingKeys.payments, queryFn: billingApi.payments });
  if (payments.isPending) return <Loader size="sm" />;
  if (payments.isError || payments.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="payments-empty">
        {t('payments.empty')}
      </Text>
    );
  }
  return (
    // The table scrolls sideways on phones: its viewport takes focus so the keyboard can scroll it.
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': tProfile('sections.payments') }}>
      <Table verticalSpacing="xs" miw={560} data-testid="payment-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payments.date')}</Table.Th>
            <Table.Th>{t('payments.plan')}</Table.Th>
            <Table.Th>{t('payments.term')}</Table.Th>
            <Table.Th>{t('payments.amount')}</Table.Th>
            <Table.Th>{t('payments.status')}</Table.Th>
            <Table.Th>{t('payments.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((payment) => (
            <Table.Tr key={payment.id} data-testid="payment-row">
              <Table.Td>{formatDate(payment.createdAt, lang)}</Table.Td>
              <Table.Td>{payment.planName}</Table.Td>
              <Table.Td>{t(`terms.${payment.months}`)}</Table.Td>
              <Table.Td>{formatMoney(payment.amount, payment.currency, lang)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[payment.status]}>
                  {t(`payments.statuses.${payment.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {payment.receiptUrl ? (
                  <Anchor href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('payments.open')}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
