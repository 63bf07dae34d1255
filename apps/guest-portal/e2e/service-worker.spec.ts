import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { demoGuest } from './support/demo-guests.ts';
import { expect, screenshot, signIn, test } from './support/portal-test.ts';

/**
 * The service worker is proven against an API of its own, serving a copy of the built bundle: the
 * test stops it (the network is gone) or deploys a "new build" into its copy.
 */
interface OwnPortal {
  url: string;
  root: string;
  /** A deploy: the API started again on the files now in `root`. */
  restart: () => Promise<void>;
  /** The network gone: once this resolves, the API has exited and answers nothing more. */
  goOffline: () => Promise<void>;
  stop: () => void;
}

/**
 * Every API a test started, stopped after it whatever happened: one that outlived its test (its
 * health check timed out on a loaded machine) held the port, and failed these journeys in the next
 * `npm test`.
 */
const started = new Set<() => void>();
test.afterEach(() => {
  for (const stop of started) stop();
  started.clear();
});

async function startOwnPortal(tenantId: string, port: number): Promise<OwnPortal> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-sw-'));
  const root = path.join(dir, 'static');
  cpSync(path.resolve(import.meta.dirname, '..', 'dist', tenantId), root, { recursive: true });
  const url = `http://127.0.0.1:${String(port)}`;
  let api: ChildProcess | undefined;
  const start = async () => {
    api = spawn(process.execPath, [fileURLToPath(import.meta.resolve('@portal/guest-api/main'))], {
      cwd: path.resolve(import.meta.dirname, '../../guest-api'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        STATIC_ROOT: root,
        LOG_LEVEL: 'warn',
        DEMO_DATA: '1',
      },
      stdio: 'ignore',
    });
    await expect(async () => {
      expect((await fetch(`${url}/api/health`)).ok).toBe(true);
    }).toPass({ timeout: 20_000 });
  };
  const halt = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = api;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  const stop = () => {
    api?.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  started.add(stop);
  await start();
  return {
    url,
    root,
    restart: async () => {
      await halt();
      await start();
    },
    // Gone at once, as a network goes: the page's live stream is cut, not ended.
    goOffline: () => halt('SIGKILL'),
    stop,
  };
}

/** Waits until the service worker has precached the build and controls the page. */
async function serviceWorkerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

// One API per test on its own port: E2E_PORT_BASE + 40, + 41 and + 42.
const offlinePort = Number(process.env.E2E_PORT_BASE ?? 8181) + 40;
const updatePort = offlinePort + 1;
const pagesPort = offlinePort + 2;

test.describe('the service worker: offline', () => {
  test.use({ baseURL: `http://127.0.0.1:${String(offlinePort)}`, serviceWorkers: 'allow' });

  test('a second visit with no network shows the shell and the offline message', async ({
    page,
    tenant,
  }) => {
    const portal = await startOwnPortal(tenant.id, offlinePort);
    try {
      await signIn(page, demoGuest(tenant, 'arrived'));
      await serviceWorkerInCharge(page);
      // Not `stop`, which returns before the API has exited: it could still answer the reload.
      await portal.goOffline();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('link', { name: tenant.displayName })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await screenshot(page, tenant, 'offline');
    } finally {
      portal.stop();
    }
  });
});

test.describe('the service worker: pages', () => {
  test.use({ baseURL: `http://127.0.0.1:${String(pagesPort)}`, serviceWorkers: 'allow' });

  test("keeps no guest's page: not for the next guest, nor after signing out", async ({
    page,
    tenant,
  }) => {
    const portal = await startOwnPortal(tenant.id, pagesPort);
    try {
      const first = demoGuest(tenant, 'arrived');
      await signIn(page, first);
      await serviceWorkerInCharge(page);
      await page.goto('/my-reservation');
      await expect(page.getByText(first.reservation).first()).toBeVisible();
      // The next guest on this phone.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const next = demoGuest(tenant, 'confirmedNoRoom');
      await signIn(page, next);
      await page.goto('/my-reservation');
      await expect(page.getByText(next.reservation).first()).toBeVisible();
      await expect(page.getByText(first.reservation)).toHaveCount(0);
      // Signed out, then offline: the shell's offline message, never the last guest's page.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await portal.goOffline();
      await page.goto('/my-reservation');
      await expect(page.getByText(next.reservation)).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: `Welcome to ${tenant.displayName}` }),
      ).toBeVisible();
    } finally {
      portal.stop();
    }
  });
});

test.describe('the service worker: updates', () => {
  test.use({ baseURL: `http://127.0.0.1:${String(updatePort)}`, serviceWorkers: 'allow' });

  test('a new build replaces the old one in an open portal', async ({ page, tenant }) => {
    // Its API starts twice (the deploy); a start takes seconds on a loaded machine.
    test.setTimeout(90_000);
    const portal = await startOwnPortal(tenant.id, updatePort);
    try {
      await page.goto('/login');
      await serviceWorkerInCharge(page);
      await expect(page.locator('meta[name="portal-version"]')).not.toHaveAttribute(
        'content',
        'next-build',
      );
      // Deploy: a new service worker and a new page (their compressed copies would be stale), and
      // the API started again on them, as a deploy does.
      for (const file of ['sw.js', 'index.html']) {
        const target = path.join(portal.root, file);
        const next = readFileSync(target, 'utf8').replace(
          /<meta name="portal-version" content="[^"]*">/,
          '<meta name="portal-version" content="next-build">',
        );
        writeFileSync(target, file === 'sw.js' ? `${next}\n// next build\n` : next);
        rmSync(`${target}.br`, { force: true });
        rmSync(`${target}.gz`, { force: true });
      }
      await portal.restart();
      // The portal looks for a new build when the guest comes back to it.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.locator('meta[name="portal-version"]')).toHaveAttribute(
        'content',
        'next-build',
        { timeout: 20_000 },
      );
      await expect(
        page.getByRole('heading', { name: `Welcome to ${tenant.displayName}` }),
      ).toBeVisible();
    } finally {
      portal.stop();
    }
  });
});
