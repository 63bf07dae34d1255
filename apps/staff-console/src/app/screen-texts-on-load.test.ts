import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../stores/language-store.ts';
import { initI18n, loadScreenTexts } from './i18n.ts';

describe("the signed-in screens' texts on a page opened at a signed-in address", () => {
  it("load once i18next starts, when the route's loader asks before it has", async () => {
    useLanguageStore.setState({ language: 'vi' });
    // The router starts its first loader as the page's modules load, before main.tsx's initI18n.
    const screenTexts = loadScreenTexts();
    // Their chunk is there before i18next has started.
    await vi.dynamicImportSettled();
    await initI18n();
    await screenTexts;
    expect(i18next.t('inbox:title')).toBe('Hộp thư');
    expect(i18next.t('sign-in:title')).toBe('Đăng nhập trang nhân viên');
  });
});
