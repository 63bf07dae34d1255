import { describe, expect, it } from 'vitest';
import { buildResources } from './i18n.ts';

/** Every key path of a nested texts object, e.g. `errors.generic`. */
function keys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const resources = buildResources();

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
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect({ namespace, key, empty: typeof value !== 'string' || value.trim() === '' }).toEqual({
          namespace,
          key,
          empty: false,
        });
      }
    }
  });
});
