import { formatVnd } from '@portal/ui/format-vnd';
import { readerLocale } from '../../../lib/date-time.ts';

export function formatCount(count: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(readerLocale(language), { maximumFractionDigits: digits }).format(
    count,
  );
}

export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(readerLocale(language), { style: 'percent' }).format(share);
}

/** An amount short enough for a chart's axis: "₫1.2M" / "1,2 Tr ₫". */
export function formatVndShort(amount: number, language: string): string {
  return new Intl.NumberFormat(readerLocale(language), {
    style: 'currency',
    currency: 'VND',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

export { formatVnd };
