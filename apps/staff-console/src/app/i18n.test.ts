import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@portal/api-client/contract/errors';
import { staffContract } from '@portal/api-client/staff-contract';
import { AUDIT_ACTIONS } from '@portal/api-client/staff-contract/audit-log';
import { STAFF_ROLES } from '@portal/api-client/rules/staff-roles';
import { consoleResources } from './i18n.ts';

type Texts = Record<string, unknown>;

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Texts, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const resources = await consoleResources();
const en = (resources.en ?? {}) as Record<string, Texts>;
const vi = (resources.vi ?? {}) as Record<string, Texts>;

describe('the console texts', () => {
  it('has every English text in Vietnamese too, and no Vietnamese text left empty', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en)) {
      const english = keysOf(en[namespace] ?? {}).sort();
      expect(keysOf(vi[namespace] ?? {}).sort(), namespace).toEqual(english);
    }
    const empty = Object.entries(vi).flatMap(([namespace, texts]) =>
      keysOf(texts)
        .filter((key) => {
          const value = key.split('.').reduce<unknown>((at, part) => (at as Texts)[part], texts);
          return typeof value !== 'string' || value.trim() === '';
        })
        .map((key) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('names every code a staff call may answer, every role and every audit action', () => {
    const codes = new Set<string>(['STAFF_UNAUTHENTICATED', 'STAFF_FORBIDDEN', 'CSRF_REJECTED']);
    for (const route of Object.values(staffContract))
      for (const code of route.errors ?? []) codes.add(code);
    for (const code of codes) expect(code in ERROR_CATALOGUE, code).toBe(true);
    const errors = keysOf((en.translation?.errors ?? {}) as Texts);
    expect([...codes].filter((code) => !errors.includes(code))).toEqual([]);
    expect(keysOf((en.translation?.roles ?? {}) as Texts).sort()).toEqual([...STAFF_ROLES].sort());
    expect(keysOf((en['audit-log']?.actions ?? {}) as Texts).sort()).toEqual(
      [...AUDIT_ACTIONS].sort(),
    );
  });
});
