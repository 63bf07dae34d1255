import { existsSync } from 'node:fs';

/** Debian's Chromium: browsers cannot be downloaded on these machines. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: Chromium's headless mode without the browser's own UI layer. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * What the tests drive (Playwright's journeys, the kit's stories in Vitest): the headless shell,
 * as Playwright itself runs headless Chromium, for about a fifth less CPU per page than the full
 * browser; the full browser where the shell is missing or CHROME_PATH names another.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Headless, in a container as root, and quiet: no GPU, no updates, no sync, no first-run screens. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
