// Every English text of the console, one chunk: src/app/i18n.ts loads it when the staff member reads English.
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/en.json', '../../features/*/locales/en.json'],
  { eager: true, import: 'default' },
);
