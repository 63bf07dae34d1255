import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '@portal/chromium';
import { runSync } from './run-command.ts';

/** Debian's Chromium drives Playwright, Storybook tests and Lighthouse; installed with apt when missing. */
export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `✖ Chromium is missing at ${CHROMIUM}. Install Debian's package as root: apt-get install -y chromium (or set CHROME_PATH).`,
    );
    return false;
  }
  console.log('› Installing Debian Chromium with apt (about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (runSync('apt-get', ['install', '-y', '-q', 'chromium'], { env }) !== 0) {
    runSync('apt-get', ['update', '-q'], { env });
    runSync('apt-get', ['install', '-y', '-q', 'chromium'], { env });
  }
  if (!existsSync(CHROMIUM)) console.error('✖ apt could not install chromium.');
  return existsSync(CHROMIUM);
}
