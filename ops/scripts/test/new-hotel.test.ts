import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { storyTenantsModule } from '@portal/ui/storybook-tenants-plugin';
import { currentCommit } from '../src/current-commit.ts';

// A fourth hotel is one folder: added to a copy of tenants/ (PORTAL_TENANTS_ROOT points there),
// it builds, shows in Storybook's tenant toolbar and passes the smoke journeys, with nothing
// else edited. The bundle goes to apps/guest-portal/dist/tst/ and is removed afterwards.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORTAL = path.join(ROOT, 'apps/guest-portal');
const tenantsRoot = mkdtempSync(path.join(tmpdir(), 'portal-tenants-'));
const e2eData = mkdtempSync(path.join(tmpdir(), 'portal-e2e-tst-'));
const TST = {
  id: 'tst',
  hotelKey: '40',
  hotelCode: 'TST',
  displayName: 'TST Lakeside Lodge',
  themeColor: '#6A1B9A',
};
const env = {
  ...process.env,
  PORTAL_TENANTS_ROOT: tenantsRoot,
  PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
// A bundle build and a browser journey on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 30_000 });

function run(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...env, ...extraEnv },
    stdio: 'pipe',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  for (const tenant of discoverTenants()) {
    cpSync(path.join(ROOT, 'tenants', tenant.id), path.join(tenantsRoot, tenant.id), {
      recursive: true,
    });
  }
  const esg: Record<string, unknown> = JSON.parse(
    readFileSync(path.join(ROOT, 'tenants/esg/tenant.json'), 'utf8'),
  );
  mkdirSync(path.join(tenantsRoot, 'tst'));
  writeFileSync(
    path.join(tenantsRoot, 'tst', 'tenant.json'),
    JSON.stringify({
      ...esg,
      ...TST,
      contacts: {
        messengerPage: '',
        zalo: '',
        phone: '+84 263 3822 000',
        tollFree: '',
        whatsapp: '',
      },
    }),
  );
});

afterAll(() => {
  rmSync(tenantsRoot, { recursive: true, force: true });
  rmSync(e2eData, { recursive: true, force: true });
  rmSync(path.join(PORTAL, 'dist/tst'), { recursive: true, force: true });
  const screens = path.join(PORTAL, 'test-results/screens');
  for (const screen of existsSync(screens) ? readdirSync(screens) : []) {
    if (screen.startsWith('tst-')) rmSync(path.join(screens, screen));
  }
});

describe('a new hotel is one folder under tenants/', () => {
  it('builds with build-portal --tenant tst, branded as the new hotel and saying what it is', () => {
    const { code, output } = run(
      process.execPath,
      ['ops/scripts/src/build-portal.ts', '--tenant', 'tst'],
      ROOT,
    );
    expect(code, output).toBe(0);
    const html = readFileSync(path.join(PORTAL, 'dist/tst/index.html'), 'utf8');
    expect(html).toContain(`<title>${TST.displayName}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${TST.themeColor}"`);
    const { version } = JSON.parse(readFileSync(path.join(PORTAL, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(currentCommit()).toMatch(/^[0-9a-f]{7,40}$/);
    expect(html).toContain(`<meta name="portal-version" content="${version}+${currentCommit()}">`);
  });

  it("appears in Storybook's tenant toolbar with its name and colour", () => {
    const previous = process.env.PORTAL_TENANTS_ROOT;
    process.env.PORTAL_TENANTS_ROOT = tenantsRoot;
    try {
      const tenants: unknown = JSON.parse(
        storyTenantsModule()
          .replace(/^export default /, '')
          .replace(/;$/, ''),
      );
      expect(tenants).toContainEqual({
        id: 'tst',
        displayName: TST.displayName,
        themeColor: TST.themeColor,
        // The E-mails stories close each message with the hotel's contacts.
        contacts: expect.objectContaining({ phone: '+84 263 3822 000' }),
      });
    } finally {
      if (previous === undefined) delete process.env.PORTAL_TENANTS_ROOT;
      else process.env.PORTAL_TENANTS_ROOT = previous;
    }
  });

  it('passes the smoke journeys (sign-in and home) in its own Playwright project', () => {
    const { code, output } = run(
      path.join(PORTAL, 'node_modules/.bin/playwright'),
      [
        'test',
        ...['e2e/sign-in.spec.ts', 'e2e/home.spec.ts', '--project', 'tst', '--reporter=line'],
        // One browser at a time: this runs beside the rest of npm test's tests.
        '--workers=1',
        // Playwright empties its output folder first: never the one of the main journeys.
        ...['--output', path.join(tenantsRoot, 'test-results')],
      ],
      PORTAL,
      { E2E_TENANTS: 'tst', E2E_DATA_ROOT: e2eData },
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/\d+ passed/);
    expect(output).not.toMatch(/\d+ (failed|skipped)/);
  });
});
