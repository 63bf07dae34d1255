import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../stores/language-store.ts';
import { initI18n, loadScreenTexts } from './i18n.ts';

describe("the signed-in screens' texts", () => {
  it('load only for a signed-in screen, then in the other language before a switch shows', async () => {
    useLanguageStore.setState({ language: 'en' });
    await initI18n();
    // The sign-in screen carries the common texts and its own, none of the signed-in screens'.
    expect(i18next.t('sign-in:title')).toBe('Sign in to the staff console');
    expect(i18next.hasResourceBundle('en', 'inbox')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'front-desk')).toBe(false);

    await loadScreenTexts();
    expect(i18next.t('inbox:title')).toBe('Inbox');
    expect(i18next.hasResourceBundle('vi', 'inbox')).toBe(false);

    const shownOnSwitch: string[] = [];
    i18next.on('languageChanged', () => shownOnSwitch.push(i18next.t('inbox:title')));
    useLanguageStore.getState().setLanguage('vi');
    await waitFor(() => expect(i18next.language).toBe('vi'));
    expect(shownOnSwitch).toEqual(['Hộp thư']);
  });
});
