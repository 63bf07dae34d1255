import { useTranslation } from 'react-i18next';
import type { Program } from '@portal/api-client/contract/programs';
import { hotelTimeOfDay } from '../../lib/hotel-calendar.ts';
import { tenant } from '../../config/tenant.ts';
import { formatHotelTime } from '../../lib/date-formats.ts';
import { useLocalizedText } from '../../lib/localized-text.ts';
import { formatVnd } from '@portal/ui/format-vnd';

/** How a program's time and price read, on the hotel's clock and in the guest's language. */
export function useProgramFormat() {
  const { t } = useTranslation('programs');
  const { text, language } = useLocalizedText();
  return {
    text,
    schedule: (program: Program) =>
      t('schedule', {
        date: formatHotelTime(program.startsAt, 'longDay', tenant.timeZone),
        from: hotelTimeOfDay(tenant.timeZone, new Date(program.startsAt)),
        to: hotelTimeOfDay(tenant.timeZone, new Date(program.endsAt)),
      }),
    price: (program: Program) =>
      program.price === 0
        ? t('free')
        : t('perPerson', { price: formatVnd(program.price, language) }),
    amount: (amount: number) => formatVnd(amount, language),
  };
}
