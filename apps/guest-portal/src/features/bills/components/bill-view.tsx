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
import { formatVnd } from '../../../lib/money.ts';

/** A bill as the guest reads it: the balance first, then the lines, VAT by rate and receipts. */
export function BillView({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { language, text } = useLocalizedText();
  const price = (amount: number) => formatVnd(amount, language);
  return (
    <Stack>
      <Card aria-labelledby="balance-title">
        <SectionTitle id="balance-title">{t('bills:balanceTitle')}</SectionTitle>
        <PlainList>
          <ListRow title={t('bills:total')} trailing={price(bill.total)} />
          <ListRow title={t('bills:paid')} trailing={price(bill.paid)} />
          <ListRow
            title={<strong>{t('bills:balance')}</strong>}
            trailing={<strong>{price(bill.balance)}</strong>}
          />
        </PlainList>
      </Card>
      <BillSummary
        caption={t('bills:billCaption')}
        formatPrice={price}
        groups={bill.groups.map((group) => ({
          id: group.group,
          title: t(`bills:group.${group.group}`),
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
          item: t('bills:item'),
          amount: t('bills:amount'),
          net: t('bills:net'),
          serviceCharge: t('bills:serviceCharge', { percent: bill.serviceChargePercent }),
          vat: t('bills:vat'),
          total: t('bills:total'),
          empty: t('bills:empty'),
        }}
      />
      {bill.vat.length > 0 && (
        <Card aria-labelledby="vat-title">
          <SectionTitle id="vat-title">{t('bills:vatTitle')}</SectionTitle>
          <PlainList>
            {bill.vat.map((rate) => (
              <ListRow
                key={rate.percent}
                title={t('bills:vatRate', { percent: rate.percent })}
                description={t('bills:vatBase', { base: price(rate.base) })}
                trailing={price(rate.amount)}
              />
            ))}
          </PlainList>
        </Card>
      )}
      <Card aria-labelledby="receipts-title">
        <SectionTitle id="receipts-title">{t('bills:receipts')}</SectionTitle>
        {bill.receipts.length === 0 ? (
          <p style={{ margin: 0 }}>{t('bills:noReceipts')}</p>
        ) : (
          <PlainList>
            {bill.receipts.map((receipt) => (
              <ListRow
                key={receipt.number}
                title={t('bills:receipt', { number: receipt.number })}
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
