import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store.ts';

type Texts = Record<string, unknown>;
type Language = 'en' | 'vi';

// Common texts live in src/locales; each feature keeps its own texts in features/<name>/locales,
// loaded as the namespace <name> (use `t('<name>:key')`). The sign-in screen's texts come with the
// first screen; every other feature's texts, in the guest's language only, load with the first
// signed-in screen (see `loadFeatureTexts`), keeping them out of the sign-in bundle.
const eagerTexts = {
  ...import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Texts>('../features/auth/locales/*.json', { eager: true, import: 'default' }),
};
const lazyTexts = import.meta.glob<Texts>(
  ['../features/*/locales/*.json', '!../features/auth/locales/*.json'],
  {
    import: 'default',
  },
);

/** `../features/home/locales/vi.json` -> ['home', 'vi']; `../locales/en.json` -> ['translation', 'en']. */
function namespaceOf(file: string): [string, string] | null {
  const feature = /features\/([\w-]+)\/locales\/(\w+)\.json$/.exec(file);
  if (feature?.[1] && feature[2]) return [feature[1], feature[2]];
  const common = /\/locales\/(\w+)\.json$/.exec(file);
  return common?.[1] ? ['translation', common[1]] : null;
}

function addTexts(resources: Resource, file: string, texts: Texts) {
  const found = namespaceOf(file);
  if (!found) return;
  const [namespace, language] = found;
  resources[language] = { ...resources[language], [namespace]: texts };
}

/** The texts every screen can use at once: common and sign-in. */
export function eagerResources(): Resource {
  const resources: Resource = { en: {}, vi: {} };
  for (const [file, texts] of Object.entries(eagerTexts)) addTexts(resources, file, texts);
  return resources;
}

/** Every text of every feature in both languages (tests; the app loads them by language). */
export async function buildAllResources(): Promise<Resource> {
  const resources = eagerResources();
  for (const [file, load] of Object.entries(lazyTexts)) addTexts(resources, file, await load());
  return resources;
}

const loaded = new Map<Language, Promise<void>>();

// The router starts loading a deep-linked screen as soon as it is created, which can be before
// i18next has finished its init.
function initialized(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18next.on('initialized', () => resolve()));
}

/** Loads the feature texts of a language into i18next, once. */
export function loadFeatureTexts(
  language: Language = useLanguageStore.getState().language,
): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const files = Object.entries(lazyTexts).filter(([file]) => namespaceOf(file)?.[1] === language);
    loading = Promise.all(
      files.map(async ([file, load]) => {
        const namespace = namespaceOf(file)?.[0];
        const texts = await load();
        await initialized();
        if (namespace) i18next.addResourceBundle(language, namespace, texts, true, true);
      }),
    ).then(() => undefined);
    loaded.set(language, loading);
  }
  return loading;
}

function applyLanguage(language: Language) {
  // dayjs's vi locale starts the week on Monday.
  dayjs.locale(language);
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  applyLanguage(language);
  await i18next.use(initReactI18next).init({
    resources: eagerResources(),
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  useLanguageStore.subscribe((state) => {
    if (i18next.language === state.language) return;
    const switchTo = state.language;
    // A switch on a signed-in screen needs that language's feature texts before it shows.
    const ready = loaded.size > 0 ? loadFeatureTexts(switchTo) : Promise.resolve();
    void ready.then(() => {
      applyLanguage(switchTo);
      return i18next.changeLanguage(switchTo);
    });
  });
  return i18next;
}
