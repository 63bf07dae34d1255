import { useTranslation } from 'react-i18next';
import type { Bill } from '@portal/api-client/contract/bills';
import { BillSummary } from '@portal/ui/bill-summary';
import { Card } from '@portal/ui/card';
import { ListRow } from '@portal/ui/list-row';
import { Stack } from '@portal/ui/stack';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { formatDate } from '../../../lib/date-formats.ts';
import { useLocalizedText } from '../../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';

/** A bill as the guest reads it: the balance first, then the lines, VAT by rate and receipts. */
export function BillView({ bill }: { bill: Bill }) {
  const { t } = useTranslation('bills');
  const { language, text } = useLocalizedText();
  const price = (amount: number) => formatVnd(amount, language);
  return (
    <Stack>
      <Card aria-labelledby="balance-title">
        <SectionTitle id="balance-title">{t('balanceTitle')}</SectionTitle>
        <PlainList>
          <ListRow title={t('total')} trailing={price(bill.total)} />
          <ListRow title={t('paid')} trailing={price(bill.paid)} />
          <ListRow
            title={<strong>{t('balance')}</strong>}
            trailing={<strong>{price(bill.balance)}</strong>}
          />
        </PlainList>
      </Card>
      <BillSummary
        caption={t('billCaption')}
        formatPrice={price}
        groups={bill.groups.map((group) => ({
          id: group.group,
          title: t(`group.${group.group}`),
          lines: group.lines.map((line) => ({
            id: String(line.id),
            label: text(line.description),
            detail: `${formatDate(line.date, 'long')} · ${line.quantity} × ${price(line.unitPrice)}`,
            amount: line.amount,
          })),
        }))}
        totals={{
          net: bill.net,
          serviceCharge: bill.serviceCharge,
          vat: bill.vatTotal,
          total: bill.total,
        }}
        labels={{
          item: t('item'),
          amount: t('amount'),
          net: t('net'),
          serviceCharge: t('serviceCharge', { percent: bill.serviceChargePercent }),
          vat: t('vat'),
          total: t('total'),
          empty: t('empty'),
        }}
      />
      {bill.vat.length > 0 && (
        <Card aria-labelledby="vat-title">
          <SectionTitle id="vat-title">{t('vatTitle')}</SectionTitle>
          <PlainList>
            {bill.vat.map((rate) => (
              <ListRow
                key={rate.percent}
                title={t('vatRate', { percent: rate.percent })}
                description={t('vatBase', { base: price(rate.base) })}
                trailing={price(rate.amount)}
              />
            ))}
          </PlainList>
        </Card>
      )}
      <Card aria-labelledby="receipts-title">
        <SectionTitle id="receipts-title">{t('receipts')}</SectionTitle>
        {bill.receipts.length === 0 ? (
          <p style={{ margin: 0 }}>{t('noReceipts')}</p>
        ) : (
          <PlainList>
            {bill.receipts.map((receipt) => (
              <ListRow
                key={receipt.number}
                title={t('receipt', { number: receipt.number })}
                description={`${formatDate(receipt.date, 'long')} · ${receipt.method}`}
                trailing={price(receipt.amount)}
              />
            ))}
          </PlainList>
        )}
      </Card>
    </Stack>
  );
}
