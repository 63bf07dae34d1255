import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM, HEADLESS_SHELL_PATH } from '@portal/chromium';
import { runSync } from './run-command.ts';

/**
 * Debian's Chromium drives Lighthouse and the visual check, and its headless shell the tests
 * (Playwright's journeys, the kit's stories): both installed with apt when missing. Without the
 * shell the tests drive the full browser.
 */
export function ensureChromium(): boolean {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    if (existsSync(CHROMIUM)) return true;
    console.error(
      `✖ Chromium is missing at ${CHROMIUM}. Install Debian's packages as root: apt-get install -y chromium chromium-headless-shell (or set CHROME_PATH).`,
    );
    return false;
  }
  console.log(`› Installing Debian's ${missing.join(' and ')} with apt (about 30 s)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (runSync('apt-get', ['install', '-y', '-q', ...missing], { env }) !== 0) {
    runSync('apt-get', ['update', '-q'], { env });
    runSync('apt-get', ['install', '-y', '-q', ...missing], { env });
  }
  if (!existsSync(CHROMIUM)) console.error('✖ apt could not install chromium.');
  return existsSync(CHROMIUM);
}
