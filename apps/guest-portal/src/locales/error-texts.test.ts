import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { ERROR_CODES } from '@portal/api-client/contract/errors';
import en from './en.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import { errorMessage } from '@portal/web-platform/error-message';

// The refusal texts are common texts (src/locales), the default namespace.
async function translator(language: 'en' | 'vi') {
  const instance = i18next.createInstance();
  const resources = { en: { common: en }, vi: { common: vi } };
  await instance.init({
    resources,
    defaultNS: 'common',
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

// The portal's texts of the refusals (errorMessage itself: packages/web-platform).
describe("the portal's refusal texts", () => {
  it('has a guest-facing text for every code the API can answer, in English and Vietnamese', async () => {
    for (const language of ['en', 'vi'] as const) {
      const t = await translator(language);
      for (const code of ERROR_CODES) {
        expect({ language, code, known: t(`errors.${code}`) !== `errors.${code}` }).toEqual({
          language,
          code,
          known: true,
        });
      }
    }
  });

  it('shows the catalogue texts verbatim in English', async () => {
    const t = await translator('en');
    const refusal = (code: string) => new ApiRequestError(409, code, 'server text');
    expect(errorMessage(t, refusal('CHECKOUT_NOT_DEPARTURE_DATE'))).toBe(
      'Only allow request check-out on the departure date',
    );
    expect(errorMessage(t, refusal('CANCELLATION_CLOSED'))).toBe('Contact us for cancellation');
    expect(errorMessage(t, refusal('ROOM_REQUIRED_FOR_ORDER'))).toBe(
      'You must have a room to order!',
    );
  });
});
