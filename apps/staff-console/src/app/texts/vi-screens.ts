// The Vietnamese texts of every signed-in screen, one chunk: src/app/i18n.ts loads it for the first of them.
export default import.meta.glob<Record<string, unknown>>(
  ['../../features/*/locales/vi.json', '!../../features/sign-in/locales/vi.json'],
  { eager: true, import: 'default' },
);
