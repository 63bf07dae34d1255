import type { FlatNamespace } from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { renderScope } from './render-scope.ts';
import type { Screen } from './screen-data.ts';

/**
 * A signed-in route's loader: starts the screen's data (`screen-data.ts`) as soon as the route is
 * known, alongside its code chunk, and has the screen's texts (`texts`, its namespaces in the
 * guest's language) ready before it renders, so no key shows untranslated. On the server it also
 * waits for the data, which the page is rendered with (`render-scope.ts`). TanStack Query with the
 * screens' query options loads here, in one chunk, rather than with the sign-in screen.
 */
export function startData(screen: Screen, texts: readonly FlatNamespace[]) {
  return async (route: LoaderFunctionArgs): Promise<null> => {
    const scope = route.context.get(renderScope);
    // Without a session the signed-in shell sends the guest to /login; nothing to read or show.
    if (!scope.signedIn()) return null;
    const textsReady = scope.loadTexts(texts);
    const [{ screenData }, queryClient] = await Promise.all([
      import('./screen-data.ts'),
      scope.queryClient(),
    ]);
    const dataReady = screenData[screen](route, queryClient);
    await textsReady;
    if (scope.awaitsData) await dataReady;
    return null;
  };
}

/**
 * The signed-in shells' loader: the guest's profile before the shell renders. A failed read
 * resolves too: the shell shows it (the offline screen, or back to /login). On the server, a
 * request without a live session is sent to /login.
 */
export function startSession() {
  return async ({ context }: LoaderFunctionArgs): Promise<null> => {
    const scope = context.get(renderScope);
    if (!scope.signedIn()) {
      if (import.meta.env.SSR) throw redirect('/login');
      return null;
    }
    // The profile's query alone: /home, which reads nothing else before it renders, does not load
    // every screen's query options (`screen-data.ts`) with it.
    const [{ startProfile }, queryClient] = await Promise.all([
      import('../hooks/use-guest-profile.ts'),
      scope.queryClient(),
    ]);
    await startProfile(queryClient);
    return null;
  };
}

/** The loader of a screen that reads nothing of its own: its texts before it renders. */
export function startTexts(texts: readonly FlatNamespace[]) {
  return async ({ context }: LoaderFunctionArgs): Promise<null> => {
    const scope = context.get(renderScope);
    if (scope.signedIn()) await scope.loadTexts(texts);
    return null;
  };
}
