import type { Page, Request } from 'playwright-core';

/** The live-update streams of the portal and the staff console stay open while signed in. */
function isEventStream(request: Request): boolean {
  return /\/api\/(staff\/)?events$/.test(new URL(request.url()).pathname);
}

/**
 * Playwright's `networkidle` without the event streams: the page has loaded and, streams aside,
 * no request started or ended for `quietMs`. (`networkidle` never comes while a stream is open.)
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 15_000) {
  await page.waitForLoadState('load');
  let lastActivity = Date.now();
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (isEventStream(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!pending.delete(request) && isEventStream(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`The network never went quiet (${pending.size} pending)`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
