/** How the portal shows an amount in đồng, per language. */
export function formatVnd(locale: 'en' | 'vi') {
  const format = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  });
  return (amount: number) => format.format(amount);
}
