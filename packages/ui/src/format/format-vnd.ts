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

/**
 * An amount in dong as a reader of that language expects it (₫1,250,000 / 1.250.000 ₫): the guest
 * portal's and the staff console's one format; a language other than Vietnamese reads English.
 */
export function formatVnd(amount: number, language: string): string {
  return FORMATTERS[language === 'vi' ? 'vi' : 'en'].format(amount);
}
