import type { FlatNamespace } from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { readAccessToken } from '../lib/access-token.ts';
import { loadTexts } from './i18n.ts';
import type { Screen } from './screen-data.ts';

/**
 * A signed-in route's loader: starts the screen's data (`screen-data.ts`) as soon as the route is
 * known, alongside its code chunk, and has the screen's texts (`texts`, its namespaces in the
 * guest's language) ready before it renders, so no key shows untranslated. It waits for nothing
 * from the hotel, and TanStack Query with the screens' query options loads here, in one chunk,
 * rather than with the sign-in screen.
 */
export function startData(screen: Screen, texts: readonly FlatNamespace[]) {
  return async (route: LoaderFunctionArgs): Promise<null> => {
    // Without a session the signed-in shell sends the guest to /login; nothing to read or show.
    if (readAccessToken() === null) return null;
    const textsReady = loadTexts(texts);
    const { screenData } = await import('./screen-data.ts');
    screenData[screen](route);
    await textsReady;
    return null;
  };
}

/** The loader of a screen that reads nothing of its own: its texts before it renders. */
export function startTexts(texts: readonly FlatNamespace[]) {
  return async (): Promise<null> => {
    if (readAccessToken() !== null) await loadTexts(texts);
    return null;
  };
}
