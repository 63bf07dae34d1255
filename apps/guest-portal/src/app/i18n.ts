import i18next, { type FlatNamespace, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store.ts';

import { FIRST_SCREEN_NAMESPACES, textsFile } from './texts-files.ts';

// Every namespace's texts are a chunk per language, fetched when the portal or a route needs them:
// the first screen's (`FIRST_SCREEN_NAMESPACES`) before it renders, in the guest's language only
// (the server's page lists its language's as modulepreloads, src/server-preloads.ts).
const texts = import.meta.glob<ResourceKey>(
  ['/src/locales/*.json', '/src/features/*/locales/*.json'],
  { import: 'default' },
);

/** A namespace's texts in one language: `check-in` is `features/check-in/locales/<language>.json`. */
export function loadFeatureTexts(language: string, namespace: string): Promise<ResourceKey> {
  const load = texts[`/${textsFile(namespace, language)}`];
  return load ? load() : Promise.reject(new Error(`No ${language} texts for "${namespace}"`));
}

// Dates follow the language on their own (src/lib/date-formats.ts), so the first screen has no dayjs.
function applyLanguage(language: string) {
  document.documentElement.lang = language;
}

let initialized: Promise<typeof i18next> | undefined;

/** Starts i18next once, in the guest's saved language; later calls share the first. */
export function initI18n(): Promise<typeof i18next> {
  initialized ??= startI18n();
  return initialized;
}

async function startI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  applyLanguage(language);
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(resourcesToBackend(loadFeatureTexts))
    .use(initReactI18next)
    .init({
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      lng: language,
      // Vietnamese is complete (i18n.test.ts), so only the guest's language is ever fetched.
      fallbackLng: false,
      interpolation: { escapeValue: false },
    });
  // A switch fetches the new language's texts of every namespace loaded so far before it shows.
  useLanguageStore.subscribe(({ language: switchTo }) => {
    if (i18next.language !== switchTo) void i18next.changeLanguage(switchTo);
  });
  return i18next;
}

/** Has these namespaces' texts in the guest's language; a route's loader waits for it. */
export async function loadTexts(namespaces: readonly FlatNamespace[]): Promise<void> {
  await initI18n();
  await i18next.loadNamespaces([...namespaces]);
}
