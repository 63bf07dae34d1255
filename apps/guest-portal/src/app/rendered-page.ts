import type { DehydratedState } from '@tanstack/react-query';
import type { FlatNamespace } from 'i18next';
import type { HydrationState } from 'react-router';
import type { Language } from '@portal/tenant-schema/tenant-config';
import type { RouteName } from '@portal/api-client/contract';

/** The id of the JSON the server writes beside `#root` (a data block: it never runs). */
export const RENDERED_PAGE_ID = 'rendered-page';

/** What the server rendered the page with, for the browser to take it over as it is. */
export interface RenderedPage {
  language: Language;
  /** The texts the page was rendered with, loaded before the browser takes it over. */
  texts: FlatNamespace[];
  /** The live session's CSRF token (the session itself is the HttpOnly cookie); null: none. */
  csrfToken: string | null;
  /** The API's calls the page was rendered with: their code is loaded before the guest's first. */
  calls: RouteName[];
  /** The routes' loaders' results. */
  router: Pick<HydrationState, 'loaderData'>;
  /** The data the screen was rendered with. */
  queries: DehydratedState | null;
}

/** The server's page, if this page is one. */
export function readRenderedPage(): RenderedPage | null {
  const block = document.getElementById(RENDERED_PAGE_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as RenderedPage) : null;
}
