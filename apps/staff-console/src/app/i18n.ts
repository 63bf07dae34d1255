import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store.ts';

type Texts = Record<string, unknown>;

// Common texts live in src/locales; each feature keeps its own in features/<name>/locales, loaded
// as the namespace <name> (`t('<name>:key')`). The console is small: every text comes at once.
const files = {
  ...import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../features/*/locales/*.json', { eager: true, import: 'default' }),
};

/** `../features/audit-log/locales/vi.json` -> ['audit-log', 'vi']; `../locales/en.json` -> ['translation', 'en']. */
function namespaceOf(file: string): [string, string] | null {
  const feature = /features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(file);
  if (feature?.[1] && feature[2]) return [feature[1], feature[2]];
  const common = /\/locales\/(\w+)\.json$/.exec(file);
  return common?.[1] ? ['translation', common[1]] : null;
}

/** Every text of the console in both languages. */
export function consoleResources(): Resource {
  const resources: Resource = { en: {}, vi: {} };
  for (const [file, texts] of Object.entries(files)) {
    const found = namespaceOf(file);
    if (!found) continue;
    const [namespace, language] = found;
    resources[language] = { ...resources[language], [namespace]: texts };
  }
  return resources;
}

export async function initI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    resources: consoleResources(),
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  useLanguageStore.subscribe((state) => {
    if (i18next.language === state.language) return;
    document.documentElement.lang = state.language;
    void i18next.changeLanguage(state.language);
  });
  return i18next;
}
