/**
 * The headers a JSON answer of the contract needs, set instead of helmet's page headers (which
 * describe a document: scripts, frames, prefetching): never stored by a browser or proxy, never
 * sniffed as another type, never framed or run as a page if opened, and not readable by another
 * origin's no-cors request. HSTS is added over TLS like on every answer (see app.ts).
 */
export const JSON_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
} as const;
