import type { LoaderFunctionArgs } from 'react-router';
import { readAccessToken } from '../lib/access-token.ts';
import type { Screen } from './screen-data.ts';

/**
 * A signed-in route's loader: starts the screen's data (`screen-data.ts`) as soon as the route is
 * known, alongside its code chunk. It waits for nothing from the hotel, and TanStack Query with
 * the screens' query options loads here, in one chunk, rather than with the sign-in screen.
 */
export function startData(screen: Screen) {
  return async (route: LoaderFunctionArgs): Promise<null> => {
    // Without a session the signed-in shell sends the guest to /login; nothing to read.
    if (readAccessToken() === null) return null;
    const { screenData } = await import('./screen-data.ts');
    screenData[screen](route);
    return null;
  };
}
