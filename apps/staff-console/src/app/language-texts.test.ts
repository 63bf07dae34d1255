import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../stores/language-store.ts';
import { initI18n } from './i18n.ts';

describe("the console's texts in the staff member's language", () => {
  it('loads only that language before the first screen, and the other before a switch shows', async () => {
    useLanguageStore.setState({ language: 'vi' });
    await initI18n();
    expect(i18next.t('sign-in:title')).toBe('Đăng nhập trang nhân viên');
    expect(i18next.hasResourceBundle('en', 'sign-in')).toBe(false);

    const shownOnSwitch: string[] = [];
    i18next.on('languageChanged', () => shownOnSwitch.push(i18next.t('sign-in:title')));
    useLanguageStore.getState().setLanguage('en');
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(shownOnSwitch).toEqual(['Sign in to the staff console']);
    expect(document.documentElement.lang).toBe('en');
  });
});
