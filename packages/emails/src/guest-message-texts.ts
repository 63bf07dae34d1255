import i18next, { type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };

export type MessageLanguage = 'en' | 'vi';

const NAMESPACE = 'emails';

// One instance of its own, so the e-mails never share the language of a portal's or a test's i18next.
const texts = i18next.createInstance();
void texts.init({
  resources: { en: { [NAMESPACE]: en }, vi: { [NAMESPACE]: vi } },
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // React escapes what it renders; the subject is plain text.
  interpolation: { escapeValue: false },
});

/** The e-mails' texts in one language. */
export function messageTexts(language: MessageLanguage): TFunction {
  return texts.getFixedT(language, NAMESPACE);
}

const LOCALES: Record<MessageLanguage, string> = { en: 'en-GB', vi: 'vi-VN' };

// Made once: an Intl formatter costs more to build than the rest of a message's texts (the API
// renders thousands of messages in a burst).
const DATE_FORMATS: Record<MessageLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'full', timeZone: 'UTC' }),
  vi: new Intl.DateTimeFormat(LOCALES.vi, { dateStyle: 'full', timeZone: 'UTC' }),
};
const AMOUNT_FORMATS = new Map<string, Intl.NumberFormat>();

/** A hotel date (YYYY-MM-DD) as a reader of that language writes it, weekday included. */
export function formatStayDate(date: string, language: MessageLanguage): string {
  return DATE_FORMATS[language].format(new Date(`${date}T00:00:00Z`));
}

/** An amount in the bill's currency, as the portal shows it (₫1,250,000 / 1.250.000 ₫). */
export function formatAmount(amount: number, currency: string, language: MessageLanguage): string {
  const key = `${language} ${currency}`;
  let format = AMOUNT_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
    AMOUNT_FORMATS.set(key, format);
  }
  return format.format(amount);
}
