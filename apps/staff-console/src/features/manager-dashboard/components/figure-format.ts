import { formatVnd } from '@portal/ui/format-vnd';

const localeOf = (language: string) => (language === 'vi' ? 'vi-VN' : 'en-GB');

/** A hotel date (YYYY-MM-DD) as a reader of that language writes it short: "27 Nov" / "27 thg 11". */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function formatCount(count: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(count);
}

export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent' }).format(share);
}

/** An amount short enough for a chart's axis: "₫1.2M" / "1,2 Tr ₫". */
export function formatVndShort(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'VND',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

export { formatVnd };
