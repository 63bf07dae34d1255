/**
 * The headers a JSON answer of the contract needs, set instead of helmet's page headers (which
 * describe a document: scripts, frames, prefetching): never sniffed as another type, never framed
 * or run as a page if opened, and not readable by another origin's no-cors request. `no-store`
 * and, over TLS, HSTS come from app.ts's hooks, like on every `/api` answer.
 */
export const JSON_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
} as const;
