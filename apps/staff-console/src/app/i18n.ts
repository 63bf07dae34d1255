import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portal/tenant-schema/tenant-config';
import { useLanguageStore } from '../stores/language-store.ts';

// Common texts live in src/locales; each feature keeps its own in features/<name>/locales, loaded
// as the namespace <name> (`t('<name>:key')`). Each language's texts are two chunks: the sign-in
// screen's (texts/<language>.ts, with the common ones), fetched before the first screen, and every
// signed-in screen's (texts/<language>-screens.ts), fetched by the signed-in routes' loader
// (src/app/routes.tsx). Only the staff member's language is fetched, the other one on a switch.
type TextsPart = 'signIn' | 'screens';
type TextsChunk = () => Promise<{ default: Record<string, unknown> }>;
const languageTexts: Record<Language, Record<TextsPart, TextsChunk>> = {
  en: { signIn: () => import('./texts/en.ts'), screens: () => import('./texts/en-screens.ts') },
  vi: { signIn: () => import('./texts/vi.ts'), screens: () => import('./texts/vi-screens.ts') },
};

/** `../../features/audit-log/locales/vi.json` -> 'audit-log'; `../../locales/en.json` -> 'translation'. */
function namespaceOf(file: string): string {
  return /features\/([\w-]+)\/locales\//.exec(file)?.[1] ?? 'translation';
}

async function partResources(language: Language, part: TextsPart): Promise<ResourceLanguage> {
  const { default: files } = await languageTexts[language][part]();
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [namespaceOf(file), texts as ResourceLanguage]),
  );
}

/** Every text of the console in one language, by namespace. */
export async function languageResources(language: Language): Promise<ResourceLanguage> {
  const [signIn, screens] = await Promise.all([
    partResources(language, 'signIn'),
    partResources(language, 'screens'),
  ]);
  return { ...signIn, ...screens };
}

/** Every text of the console in both languages (the component tests'). */
export async function consoleResources(): Promise<Resource> {
  return { en: await languageResources('en'), vi: await languageResources('vi') };
}

// Each language's parts added so far (or being fetched); a part that could not load is fetched again.
const added = new Map<string, Promise<void>>();
// Whether a signed-in screen was shown: a switch then fetches its texts in the new language too.
let screensShown = false;

function addTexts(language: Language, part: TextsPart): Promise<void> {
  const key = `${language}/${part}`;
  const adding =
    added.get(key) ??
    partResources(language, part).then((texts) => {
      for (const [namespace, bundle] of Object.entries(texts))
        i18next.addResourceBundle(language, namespace, bundle);
    });
  if (!added.has(key)) {
    added.set(key, adding);
    adding.catch(() => added.delete(key));
  }
  return adding;
}

/** i18next started: the router runs its first loader as the page's modules load, before main.tsx's initI18n. */
function started(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

/** Has the signed-in screens' texts in the language shown (and the one chosen): their loader waits. */
export async function loadScreenTexts(): Promise<void> {
  screensShown = true;
  await started();
  const languages = new Set<Language>([useLanguageStore.getState().language]);
  if (i18next.language === 'en' || i18next.language === 'vi') languages.add(i18next.language);
  await Promise.all([...languages].map((language) => addTexts(language, 'screens')));
}

/** Has a language's texts, then shows it: no screen ever shows a key while they load. */
async function switchTo(language: Language): Promise<void> {
  await addTexts(language, 'signIn');
  if (screensShown) await addTexts(language, 'screens');
  // A later switch, made while these texts loaded, wins.
  if (useLanguageStore.getState().language !== language) return;
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export async function initI18n(): Promise<typeof i18next> {
  const { language } = useLanguageStore.getState();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    resources: { [language]: await partResources(language, 'signIn') },
    lng: language,
    // Vietnamese is complete (i18n.test.ts), so only the staff member's language is ever fetched.
    fallbackLng: false,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  });
  added.set(`${language}/signIn`, Promise.resolve());
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
