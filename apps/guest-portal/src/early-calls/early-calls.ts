import {
  csrfTokenKey,
  hotelKey,
  hotelKeyHeader,
  screenUrls,
  sessionUrl,
} from 'virtual:early-calls';
import type { EarlyAnswer } from '@portal/api-client/http-client';
import type { EarlyCall } from '../lib/early-answers.ts';
import { callsOf } from './calls-of.ts';

/**
 * The page's first script, on its own and with nothing to import: it asks for the guest's profile
 * and the screen's first data as soon as the page is parsed, while the portal's code is still on
 * its way. The API client takes these answers instead of asking again (`lib/early-answers.ts`).
 */
function sendEarlyCalls(): void {
  let csrfToken: string | null = null;
  try {
    csrfToken = localStorage.getItem(csrfTokenKey);
  } catch {
    // Storage refused (a private window's rules): the portal's own calls will do.
  }
  if (csrfToken === null) return;
  const calls = new Map<string, EarlyCall>();
  for (const url of callsOf(location.pathname, location.search, sessionUrl, screenUrls)) {
    // The session is the HttpOnly cookie the browser sends (also to an API on another origin).
    const answer = fetch(url, { credentials: 'include', headers: { [hotelKeyHeader]: hotelKey } })
      .then(async (response): Promise<EarlyAnswer | null> => {
        // A refusal is asked again by the client, which handles it (an ended session, a rule).
        if (!response.ok) return null;
        return { status: response.status, data: await response.json() };
      })
      .catch(() => null);
    calls.set(url, { csrfToken, answer });
  }
  window.portalEarlyCalls = calls;
}

sendEarlyCalls();
