import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { useLanguageStore } from '../stores/language-store.ts';

// Common texts live in src/locales; each feature keeps its own in features/<name>/locales, loaded
// as the namespace <name> (`t('<name>:key')`). Each language's texts are one chunk (texts/<language>.ts):
// the console fetches the staff member's language before its first screen, the other one on a switch.
const languageTexts: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./texts/en.ts'),
  vi: () => import('./texts/vi.ts'),
};

/** `../../features/audit-log/locales/vi.json` -> 'audit-log'; `../../locales/en.json` -> 'translation'. */
function namespaceOf(file: string): string {
  return /features\/([\w-]+)\/locales\//.exec(file)?.[1] ?? 'translation';
}

/** Every text of the console in one language, by namespace. */
export async function languageResources(language: Language): Promise<ResourceLanguage> {
  const { default: files } = await languageTexts[language]();
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [namespaceOf(file), texts as ResourceLanguage]),
  );
}

/** Every text of the console in both languages (the component tests'). */
export async function consoleResources(): Promise<Resource> {
  return { en: await languageResources('en'), vi: await languageResources('vi') };
}

/** Has a language's texts, then shows it: no screen ever shows a key while they load. */
async function switchTo(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const texts = await languageResources(language);
    for (const [namespace, bundle] of Object.entries(texts))
      i18next.addResourceBundle(language, namespace, bundle);
  }
  // A later switch, made while these texts loaded, wins.
  if (useLanguageStore.getState().language !== language) return;
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export async function initI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    resources: { [language]: await languageResources(language) },
    lng: language,
    // Vietnamese is complete (i18n.test.ts), so only the staff member's language is ever fetched.
    fallbackLng: false,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  useLanguageStore.subscribe((state) => {
    if (i18next.language === state.language) return;
    // Texts that could not load (the network gone) leave the language as it was.
    switchTo(state.language).catch(() => {
      const shown = i18next.language === 'vi' ? 'vi' : 'en';
      if (useLanguageStore.getState().language === state.language)
        useLanguageStore.getState().setLanguage(shown);
    });
  });
  return i18next;
}
