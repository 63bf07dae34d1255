const FORMATTERS = {
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

/** An amount in dong as the reader's language writes it (₫95,000 / 95.000 ₫). */
export function formatVnd(amount: number, language: string): string {
  return FORMATTERS[language === 'vi' ? 'vi' : 'en'].format(amount);
}
