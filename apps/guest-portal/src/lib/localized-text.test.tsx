import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../stores/language-store.ts';
import { useLocalizedText } from './localized-text.ts';

function DishName() {
  const { text } = useLocalizedText();
  return <p>{text({ en: 'Beef pho', vi: 'Phở bò' })}</p>;
}

describe('useLocalizedText', () => {
  it('shows the hotel’s text in the language the server draws the page in', async () => {
    // The server's language store knows no guest: it stays at the hotel's default.
    useLanguageStore.setState({ language: 'en' });
    const texts = i18next.createInstance();
    await texts.init({ lng: 'vi', resources: { vi: {} } });

    expect(
      renderToString(
        <I18nextProvider i18n={texts}>
          <DishName />
        </I18nextProvider>,
      ),
    ).toBe('<p>Phở bò</p>');
  });
});
