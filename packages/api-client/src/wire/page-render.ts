/**
 * How the API hands one of the portal's pages to the portal's server render
 * (`apps/guest-portal/src/server-render.tsx`, built into `dist/<hotel>/.server/`), and how that
 * render calls the API back in the API's own process (docs/adr/0018-server-rendered-pages.md).
 */

/** One call of the guest's API made by the render. */
export interface InProcessCall {
  method: string;
  /** The path and query: `/api/...`. */
  url: string;
  headers: Record<string, string>;
}

export interface InProcessAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The answer's body as sent (JSON text). */
  body: string;
}

/** A request for one of the portal's pages. */
export interface PageRequest {
  /** The address asked for: path and query. */
  url: string;
  language: 'en' | 'vi';
  /** The CSRF token of the request's live session (its cookie, which the API checked), or null. */
  csrfToken: string | null;
  /** Sends one of the page's calls to the API's handlers, with the request's cookie. */
  call: (call: InProcessCall) => Promise<InProcessAnswer>;
}

export type PageAnswer = { redirect: string } | { status: number; html: string };

/** The render module's exports. */
export interface PageRenderer {
  /** The hotel whose portal this build is, by its key. */
  hotelKey: string;
  defaultLanguage: 'en' | 'vi';
  renderPage(page: PageRequest): Promise<PageAnswer>;
}
