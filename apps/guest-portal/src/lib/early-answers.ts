import type { EarlyAnswer } from '@portal/api-client/http-client';

/** A call `early-calls.ts` sent, by its address: the session it was sent in and its answer (null: none to use). */
export interface EarlyCall {
  /** The CSRF token of the session it was sent in. */
  csrfToken: string;
  answer: Promise<EarlyAnswer | null>;
}

declare global {
  interface Window {
    portalEarlyCalls?: Map<string, EarlyCall>;
  }
}

/**
 * The answers `early-calls.ts` asked for before the portal's code loaded. The API client takes one
 * instead of sending the same request again: once, and only for the session it was asked in.
 */
export function takeEarlyAnswer(
  url: string,
  csrfToken: string | undefined,
): Promise<EarlyAnswer | null> | undefined {
  const call = window.portalEarlyCalls?.get(url);
  if (!call) return undefined;
  window.portalEarlyCalls?.delete(url);
  return call.csrfToken === csrfToken ? call.answer : undefined;
}

/** After the visit's first screen: what was not taken would be stale by the next. */
export function forgetEarlyAnswers(): void {
  window.portalEarlyCalls?.clear();
}
