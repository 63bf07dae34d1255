import type { TFunction } from 'i18next';

/** One language's input of a text the guests read, as its label and a sentence name it: "Title (English)". */
export function inLanguage(t: TFunction, field: string, language: string): string {
  return t('inLanguage', { field, language: t(`languages.${language}`) });
}

/**
 * A field's name in a sentence, from the namespace's `fieldNames`: "title" for `title`, "title
 * (English)" for `title.en`.
 */
export function fieldNameOf(t: TFunction, namespace: string, path: string): string {
  const [field = path, language] = path.split('.');
  const name = t(`${namespace}:fieldNames.${field}`);
  return language ? inLanguage(t, name, language) : name;
}
