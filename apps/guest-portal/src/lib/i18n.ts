import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store.ts';

// Common texts live in src/locales; each feature keeps its own texts in features/<name>/locales,
// loaded as the namespace <name> (use `t('<name>:key')`).
const common = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const features = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(): Resource {
  const resources: Resource = { en: {}, vi: {} };
  for (const [file, texts] of Object.entries(common)) {
    const language = /\/(\w+)\.json$/.exec(file)?.[1];
    if (language && resources[language]) resources[language].translation = texts;
  }
  for (const [file, texts] of Object.entries(features)) {
    const match = /features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(file);
    const namespace = match?.[1];
    const language = match?.[2];
    if (namespace && language && resources[language]) resources[language][namespace] = texts;
  }
  return resources;
}

function applyLanguage(language: 'en' | 'vi') {
  // dayjs's vi locale starts the week on Monday.
  dayjs.locale(language);
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  applyLanguage(language);
  await i18next.use(initReactI18next).init({
    resources: buildResources(),
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  useLanguageStore.subscribe((state) => {
    if (i18next.language !== state.language) {
      applyLanguage(state.language);
      void i18next.changeLanguage(state.language);
    }
  });
  return i18next;
}
