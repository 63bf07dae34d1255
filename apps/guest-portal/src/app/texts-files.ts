/** The texts every page loads before it renders: the shells' `common` and the sign-in's `auth`. */
export const FIRST_SCREEN_NAMESPACES = ['common', 'auth'] as const;

/** A namespace's texts file from the portal's root: `common` in src/locales, a feature's in its folder. */
export function textsFile(namespace: string, language: string): string {
  return namespace === 'common'
    ? `src/locales/${language}.json`
    : `src/features/${namespace}/locales/${language}.json`;
}
