import type { FlatNamespace } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react-router';

/**
 * Where the routes' loaders run: in the browser, or on the server for one guest's request
 * (`src/server-render.tsx`). The loaders are written once and read what differs from here.
 */
export interface RenderScope {
  /** The browser: its stored CSRF token; the server: the API found the request's session cookie live. */
  signedIn(): boolean;
  /** The cache the screen's data goes into: the page's one, or this request's alone. */
  queryClient(): Promise<QueryClient>;
  /** Has these namespaces' texts in the guest's language before the screen renders. */
  loadTexts(namespaces: readonly FlatNamespace[]): Promise<void>;
  /**
   * The server waits for the screen's data, which it renders; the browser does not: a screen
   * reached in the app shows at once, with its skeletons.
   */
  awaitsData: boolean;
}

export const renderScope = createContext<RenderScope>();
