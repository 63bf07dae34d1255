import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { ERROR_CODES } from '@portal/api-client/contract/errors';
import { REFUSAL_TEXT_VALUES } from '@portal/api-client/rules/refusal-texts';
import en from '../locales/en.json' with { type: 'json' };
import vi from '../locales/vi.json' with { type: 'json' };
import { errorMessage } from '@portal/web-platform/error-message';

const TEMPLATES = { en: en.errors, vi: vi.errors };

async function translator(language: 'en' | 'vi') {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { common: en }, vi: { common: vi } },
    defaultNS: 'common',
    lng: language,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe.each(['en', 'vi'] as const)('the refusals naming a limit, in %s', (language) => {
  it('take it from the rules, never write it', () => {
    expect(TEMPLATES[language].PASSWORD_TOO_WEAK).toContain('{{passwordMinLength}}');
    expect(TEMPLATES[language].PICTURE_TOO_SMALL).toContain(
      '{{pictureMinWidth}} × {{pictureMinHeight}}',
    );
  });

  it("show the rules' numbers and no placeholder, for every code", async () => {
    const t = await translator(language);
    const shown = (code: string) => errorMessage(t, new ApiRequestError(400, code, 'server'));
    expect(shown('PASSWORD_TOO_WEAK')).toContain(String(REFUSAL_TEXT_VALUES.passwordMinLength));
    expect(shown('PICTURE_TOO_SMALL')).toContain(
      `${REFUSAL_TEXT_VALUES.pictureMinWidth} × ${REFUSAL_TEXT_VALUES.pictureMinHeight}`,
    );
    expect(ERROR_CODES.filter((code) => shown(code).includes('{{'))).toEqual([]);
  });
});
