import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { initI18n, loadFeatureTexts, loadTexts } from './i18n.ts';

type Texts = Record<string, unknown>;

// Every texts file of the portal, read from disk rather than through the app's loading, so a file
// the app would never load is still checked.
const files = import.meta.glob<Texts>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

/** The one naming rule: a feature's folder name, `common` for src/locales. */
function fileOf(file: string): { namespace: string; language: string } {
  const [, feature, language] = /(?:features\/([\w-]+)\/)?locales\/(\w+)\.json$/.exec(file) ?? [];
  return { namespace: feature ?? 'common', language: language ?? '' };
}

function textsBy(language: string): Record<string, Texts> {
  const found: Record<string, Texts> = {};
  for (const [file, texts] of Object.entries(files)) {
    const { namespace, language: fileLanguage } = fileOf(file);
    if (fileLanguage === language) found[namespace] = texts;
  }
  return found;
}

/** Every key path of a nested texts object, e.g. `errors.generic`. */
function keys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function textAt(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Texts)[part] : undefined,
      texts,
    );
}

describe('translations', () => {
  const en = textsBy('en');
  const vi = textsBy('vi');

  it('has the same keys in English and Vietnamese, namespace by namespace', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en)) {
      expect({ namespace, keys: keys(vi[namespace]).sort() }).toEqual({
        namespace,
        keys: keys(en[namespace]).sort(),
      });
    }
  });

  it('leaves no Vietnamese text empty', () => {
    for (const [namespace, texts] of Object.entries(vi)) {
      for (const key of keys(texts)) {
        const value = textAt(texts, key);
        expect({ namespace, key, empty: typeof value !== 'string' || value.trim() === '' }).toEqual(
          { namespace, key, empty: false },
        );
      }
    }
  });

  it('finds every feature namespace in either language where the naming rule says', async () => {
    for (const [language, namespaces] of Object.entries({ en, vi })) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        if (namespace === 'common' || namespace === 'auth') continue;
        expect({ namespace, language, texts: await loadFeatureTexts(language, namespace) }).toEqual(
          { namespace, language, texts },
        );
      }
    }
  });
});

describe('loading texts per namespace', () => {
  beforeAll(() => initI18n());
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.csrfToken, 'signed-in'));

  it("has the first screen's texts, common and sign-in, in the guest's language only once started", () => {
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18next.t('auth:title')).toBe(textAt(textsBy('en').auth, 'title'));
    for (const language of ['en', 'vi'])
      expect(i18next.hasResourceBundle(language, 'home')).toBe(false);
    // The other language's are not fetched until the guest switches.
    expect(i18next.hasResourceBundle('vi', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('vi', 'auth')).toBe(false);
  });

  it("loads the namespaces asked for, in the guest's language only", async () => {
    await loadTexts(['check-in']);
    expect(i18next.hasResourceBundle('en', 'check-in')).toBe(true);
    expect(i18next.t('check-in:title')).toBe(textAt(textsBy('en')['check-in'], 'title'));
    expect(i18next.hasResourceBundle('vi', 'check-in')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'programs')).toBe(false);
  });

  it('has the loaded namespaces in the new language when a switch shows', async () => {
    await loadTexts(['home']);
    const shown = new Promise<{ checkIn: string; home: boolean }>((resolve) =>
      i18next.on('languageChanged', () =>
        resolve({
          checkIn: i18next.t('check-in:title'),
          home: i18next.hasResourceBundle('vi', 'home'),
        }),
      ),
    );
    useLanguageStore.getState().setLanguage('vi');
    expect(await shown).toEqual({
      checkIn: textAt(textsBy('vi')['check-in'], 'title'),
      home: true,
    });
    expect(document.documentElement.lang).toBe('vi');
    expect(i18next.hasResourceBundle('vi', 'programs')).toBe(false);
  });
});
