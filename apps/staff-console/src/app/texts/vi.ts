// Every Vietnamese text of the console, one chunk: src/app/i18n.ts loads it when the staff member reads Vietnamese.
export default import.meta.glob<Record<string, unknown>>(
  ['../../locales/vi.json', '../../features/*/locales/vi.json'],
  { eager: true, import: 'default' },
);
