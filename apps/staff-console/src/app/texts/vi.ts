// The Vietnamese texts of the sign-in screen, the common ones and its own, one chunk: src/app/i18n.ts loads it
// when the staff member reads Vietnamese; the signed-in screens' are texts/vi-screens.ts.
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/vi.json', '../../features/sign-in/locales/vi.json'],
  { eager: true, import: 'default' },
);
