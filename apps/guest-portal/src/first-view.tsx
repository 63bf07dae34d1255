import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  type RouteObject,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import type { Language } from '@portal/tenant-schema/tenant-config';
// In main.tsx's order, so styled-components numbers the kit's components alike in both bundles.
import { App } from './app/app.tsx';
import { portalRoutes } from './app/router.tsx';
import { initI18n } from './app/i18n.ts';

/**
 * The build's prerender entry (`scripts/prerender-first-view.ts`): the first view of a route as
 * the browser's first render draws it, so `hydrateRoot` takes it over without a mismatch.
 */
export interface FirstView {
  /** The markup inside `#root`. */
  html: string;
  /** styled-components' `<style>` tags of that markup: the critical CSS. */
  styles: string;
}

export interface FirstViewRoute {
  /** The file's name: the path's first segment (`reserve` for `/reserve/:id`), as the API looks it up. */
  segment: string;
  /** An address of the route to draw (any id: the first view shows no data). */
  path: string;
}

/** The routes with a first view: every path of the router but `/auth` and the catch-alls. */
export function firstViewRoutes(): FirstViewRoute[] {
  const found = new Map<string, string>();
  const walk = (routes: RouteObject[]) => {
    for (const route of routes) {
      const segment = /^\/([a-z0-9-]+)/.exec(route.path ?? '')?.[1];
      // /auth signs in from its link on arrival: it has no first view to draw.
      if (segment && segment !== 'auth' && !found.has(segment))
        found.set(segment, (route.path ?? '').replace(/:[a-zA-Z]+/g, '0'));
      walk(route.children ?? []);
    }
  };
  walk(portalRoutes);
  return [...found].map(([segment, path]) => ({ segment, path }));
}

export async function renderFirstView(path: string, language: Language): Promise<FirstView> {
  const i18n = await initI18n();
  await i18n.changeLanguage(language);
  // Not initialized: nothing loads, so a signed-in route stays on its first view, as in the browser.
  const router = createRouter({
    routes: portalRoutes,
    history: createMemoryHistory({ initialEntries: [path] }),
    mapRouteProperties,
    hydrationRouteProperties,
  });
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    const html = await new Response(prelude).text();
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    router.dispose();
  }
}
