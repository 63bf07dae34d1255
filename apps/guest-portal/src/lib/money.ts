import type { Language } from '@portal/tenant-schema/tenant-config';

const FORMATTERS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }),
  vi: new Intl.NumberFormat('vi-VN', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }),
};

/** An amount in dong as a guest reading that language expects it (1,250,000 ₫ / 1.250.000 ₫). */
export function formatVnd(amount: number, language: Language): string {
  return FORMATTERS[language].format(amount);
}
