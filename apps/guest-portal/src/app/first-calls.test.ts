import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { queryClient } from '../lib/query-client.ts';
import { FIRST_CALLS, SESSION_CALL, type FirstCall } from './first-calls.ts';
import { initI18n } from './i18n.ts';
import { firstScreenDrawn } from './route-data.ts';
import { portalRoutes } from './router.tsx';

const made: FirstCall[] = [];

// Every call a loader makes, by the client's name for it, answered at once.
vi.mock('../lib/guest-api.ts', () => ({
  guestApi: new Proxy(
    {},
    {
      get: (_, name: string) => (input?: { query?: Record<string, string> }) => {
        const query = input?.query && Object.keys(input.query).length ? input.query : undefined;
        made.push(
          query ? { name: name as FirstCall['name'], query } : { name: name as FirstCall['name'] },
        );
        return Promise.resolve({});
      },
    },
  ),
}));

/** The routes with an address and a loader, as the router has them (the sign-in routes have none). */
function loadedRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.path && typeof route.loader === 'function' ? [route] : []),
    ...loadedRoutes(route.children ?? []),
  ]);
}

function loaderArgs(path: string): LoaderFunctionArgs {
  const address = path.replace(/:[A-Za-z]+/g, '7');
  const request = new Request(`http://portal${address}`);
  return {
    params: { id: '7' },
    request,
    url: new URL(request.url),
    pattern: path,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
}

describe('the calls a page sends early (first-calls.ts, early-calls.ts)', () => {
  beforeAll(async () => {
    await initI18n();
    // Later screens' loaders wait for nothing: each call is seen as it is made.
    firstScreenDrawn();
  });
  beforeEach(() => {
    made.length = 0;
    queryClient.clear();
    localStorage.setItem(STORAGE_KEYS.csrfToken, 'signed-in');
  });

  it("include the profile, which the signed-in shells' loader reads", async () => {
    const shell = portalRoutes
      .flatMap((route) => route.children ?? [])
      .find((route) => !route.path && typeof route.loader === 'function');
    if (typeof shell?.loader !== 'function') throw new Error('No signed-in shell with a loader');
    await shell.loader(loaderArgs('/home'), undefined);
    expect(made).toEqual([SESSION_CALL]);
  });

  const routes = loadedRoutes(portalRoutes).filter((route) => route.path !== undefined);

  it('know every signed-in route', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(FIRST_CALLS).sort());
  });

  it.each(routes.map((route) => [route.path ?? '', route] as const))(
    "are what %s's loader reads first",
    async (path, route) => {
      if (typeof route.loader !== 'function') throw new Error(`${path} has no loader`);
      await route.loader(loaderArgs(path), undefined);
      expect(made).toEqual(FIRST_CALLS[path]);
    },
  );
});
