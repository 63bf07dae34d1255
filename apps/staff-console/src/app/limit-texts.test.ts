import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { consoleResources } from './i18n.ts';

// A text that names a limit takes it from the rules: given another limit, it says that one.
const LIMIT = 97;
const TEXTS_NAMING_A_LIMIT: [key: string, values: Record<string, number>][] = [
  ['errors.PASSWORD_TOO_WEAK', { passwordMinLength: LIMIT }],
  ['errors.PICTURE_TOO_SMALL', { pictureMinWidth: LIMIT, pictureMinHeight: LIMIT }],
  ['staff-accounts:passwordHint', { min: LIMIT }],
  ['staff-accounts:newPasswordHint', { min: LIMIT }],
  ['front-desk:search.tooShort', { min: LIMIT }],
  ['reservation-import:reasons.NAME_TOO_LONG', { max: LIMIT }],
];

const resources = await consoleResources();

describe.each(['en', 'vi'])('the texts naming a limit, in %s', (language) => {
  it.each(TEXTS_NAMING_A_LIMIT)('%s says the limit it is given', async (key, values) => {
    const i18n = createInstance();
    await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
    const text = i18n.t(key, values);
    expect(text).not.toBe(key);
    expect(text.split(String(LIMIT)).length - 1).toBe(Object.keys(values).length);
  });
});
