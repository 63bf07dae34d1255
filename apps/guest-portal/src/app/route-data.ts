import type { FlatNamespace } from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '../lib/guest-session.ts';
import { forgetEarlyAnswers } from '../lib/early-answers.ts';
import { loadTexts } from './i18n.ts';
import type { Screen } from './screen-data.ts';

/** How long the visit's first screen waits for its data before it shows its skeleton instead. */
export const FIRST_SCREEN_WAIT_MS = 3_000;

let firstScreen = true;

/** Called once the router has drawn the visit's first screen: later loaders wait for no data. */
export function firstScreenDrawn(): void {
  firstScreen = false;
  forgetEarlyAnswers();
}

/**
 * A signed-in route's loader: starts the screen's data (`screen-data.ts`) as soon as the route is
 * known, alongside its code chunk, and has the screen's texts (`texts`, its namespaces in the
 * guest's language) ready before it renders, so no key shows untranslated. On the visit's first
 * screen, whose prerendered first view is already showing, it also waits for the data (up to
 * `FIRST_SCREEN_WAIT_MS`): the screen then renders once, whole, in the router's transition, which
 * React renders in slices the phone can answer taps between. On later screens it waits for nothing
 * from the hotel: they show at once, with their skeletons. TanStack Query with the screens' query
 * options loads here, in one chunk, rather than with the sign-in screen.
 */
export function startData(screen: Screen, texts: readonly FlatNamespace[]) {
  return async (route: LoaderFunctionArgs): Promise<null> => {
    // Without a session the signed-in shell sends the guest to /login; nothing to read or show.
    if (!isSignedIn()) return null;
    const textsReady = loadTexts(texts);
    const { screenData } = await import('./screen-data.ts');
    const dataReady = screenData[screen](route);
    await textsReady;
    if (firstScreen) {
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        dataReady,
        new Promise((resolve) => (waited = setTimeout(resolve, FIRST_SCREEN_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    return null;
  };
}

/**
 * The signed-in shells' loader: the guest's profile before the shell renders. The first view stays
 * on screen meanwhile, and the shell and screen then render in the router's transition, in slices
 * the phone can answer taps between, rather than in one long task when the profile arrives. A
 * failed read resolves too: the shell shows it (the offline screen, or back to /login).
 */
export function startSession() {
  return async (): Promise<null> => {
    if (!isSignedIn()) return null;
    // The profile's query alone: /home, which reads nothing else before it renders, does not load
    // every screen's query options (`screen-data.ts`) with it.
    const { startProfile } = await import('../hooks/use-guest-profile.ts');
    await startProfile();
    return null;
  };
}

/** The loader of a screen that reads nothing of its own: its texts before it renders. */
export function startTexts(texts: readonly FlatNamespace[]) {
  return async (): Promise<null> => {
    if (isSignedIn()) await loadTexts(texts);
    return null;
  };
}
