// The English texts of the sign-in screen, the common ones and its own, one chunk: src/app/i18n.ts loads it
// when the staff member reads English; the signed-in screens' are texts/en-screens.ts.
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/en.json', '../../features/sign-in/locales/en.json'],
  { eager: true, import: 'default' },
);
