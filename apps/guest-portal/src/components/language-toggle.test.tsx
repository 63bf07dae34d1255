import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { LanguageToggle } from './language-toggle.tsx';

describe('LanguageToggle', () => {
  it('on a page the server draws in Vietnamese, offers English in English', async () => {
    // The server's language store knows no guest: it stays at the hotel's default.
    useLanguageStore.setState({ language: 'en' });
    const texts = i18next.createInstance();
    await texts.init({
      lng: 'vi',
      defaultNS: 'common',
      resources: { vi: { common: { app: { switchToLanguage: 'English' } } } },
    });
    document.body.innerHTML = renderToString(
      <I18nextProvider i18n={texts}>
        <PortalThemeProvider tokens={tenant}>
          <LanguageToggle />
        </PortalThemeProvider>
      </I18nextProvider>,
    );

    const button = document.querySelector('button');
    expect(button?.textContent).toBe('English');
    expect(button?.getAttribute('lang')).toBe('en');
  });
});
