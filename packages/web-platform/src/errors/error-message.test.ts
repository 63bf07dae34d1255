import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { REFUSAL_TEXT_VALUES } from '@portal/api-client/rules/refusal-texts';
import { errorMessage } from './error-message.ts';

const TEXTS = {
  en: {
    errors: {
      generic: 'Something went wrong',
      CANCELLATION_CLOSED: 'Contact us for cancellation',
      PASSWORD_TOO_WEAK: 'At least {{passwordMinLength}} characters',
    },
  },
  vi: { errors: { generic: 'Đã xảy ra lỗi', CANCELLATION_CLOSED: 'Liên hệ với chúng tôi để hủy' } },
};

async function translator(language: 'en' | 'vi') {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { common: TEXTS.en }, vi: { common: TEXTS.vi } },
    defaultNS: 'common',
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const refusal = (code: string) => new ApiRequestError(409, code, 'the server’s English text');

describe('errorMessage', () => {
  it("chooses the text by the refusal's code, in the reader's language", async () => {
    expect(errorMessage(await translator('en'), refusal('CANCELLATION_CLOSED'))).toBe(
      'Contact us for cancellation',
    );
    expect(errorMessage(await translator('vi'), refusal('CANCELLATION_CLOSED'))).toBe(
      'Liên hệ với chúng tôi để hủy',
    );
  });

  it("fills in the limit a text names from the hotel's rules", async () => {
    expect(errorMessage(await translator('en'), refusal('PASSWORD_TOO_WEAK'))).toBe(
      `At least ${REFUSAL_TEXT_VALUES.passwordMinLength} characters`,
    );
  });

  it('falls back to the generic text for an unknown code or a thrown non-API error', async () => {
    const en = await translator('en');
    expect(errorMessage(en, refusal('NEW_RULE'))).toBe('Something went wrong');
    expect(errorMessage(en, new Error('boom'))).toBe('Something went wrong');
    const vi = await translator('vi');
    expect(errorMessage(vi, refusal('NEW_RULE'))).toBe('Đã xảy ra lỗi');
    expect(errorMessage(vi, new Error('boom'))).toBe('Đã xảy ra lỗi');
  });
});
