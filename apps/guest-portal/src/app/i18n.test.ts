import { describe, expect, it } from 'vitest';
import { buildAllResources } from './i18n.ts';

/** Every key path of a nested texts object, e.g. `errors.generic`. */
function keys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', async () => {
  const resources = await buildAllResources();

  it('has Vietnamese for every English text, namespace by namespace', () => {
    const en = resources.en ?? {};
    const vi = resources.vi ?? {};
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en)) {
      expect({ namespace, keys: keys(vi[namespace]).sort() }).toEqual({
        namespace,
        keys: keys(en[namespace]).sort(),
      });
    }
  });

  it('leaves no Vietnamese text empty', () => {
    for (const [namespace, texts] of Object.entries(resources.vi ?? {})) {
      for (const key of keys(texts)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect({ namespace, key, empty: typeof value !== 'string' || value.trim() === '' }).toEqual(
          {
            namespace,
            key,
            empty: false,
          },
        );
      }
    }
  });
});

describe('loading texts by language', () => {
  it('keeps only the sign-in and common texts in the first bundle', async () => {
    const { eagerResources } = await import('./i18n.ts');
    expect(Object.keys(eagerResources().en ?? {}).sort()).toEqual(['auth', 'translation']);
  });

  it('loads every feature namespace of one language on demand', async () => {
    const { default: i18next } = await import('i18next');
    const { initI18n, loadFeatureTexts } = await import('./i18n.ts');
    await initI18n();
    expect(i18next.hasResourceBundle('en', 'home')).toBe(false);
    await loadFeatureTexts('en');
    expect(i18next.hasResourceBundle('en', 'home')).toBe(true);
    expect(i18next.hasResourceBundle('vi', 'home')).toBe(false);
  });
});
