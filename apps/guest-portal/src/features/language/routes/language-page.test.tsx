import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../../../config/tenant.ts';
import { useLanguageStore } from '../../../stores/language-store.ts';
import vi from '../locales/vi.json';
import { LanguagePage } from './language-page.tsx';

describe('LanguagePage', () => {
  it('marks the language the page is drawn in, on the server for a Vietnamese guest', async () => {
    // The server's language store knows no guest: it stays at the hotel's default.
    useLanguageStore.setState({ language: 'en' });
    const texts = i18next.createInstance();
    await texts.init({ lng: 'vi', resources: { vi: { language: vi } } });
    document.body.innerHTML = renderToString(
      <I18nextProvider i18n={texts}>
        <PortalThemeProvider tokens={tenant}>
          <LanguagePage />
        </PortalThemeProvider>
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading', { name: vi.title })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Tiếng Việt' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', false);
  });
});
