/**
 * Visual regression check of the UI kit: serves the static Storybook build, screenshots every
 * story at phone size in each tenant with the system Chromium, and compares with the committed
 * baselines in visual/baselines/<tenant>/<story-id>.png.
 *
 *   node visual/visual-check.ts            compare (exit 1 on any difference, missing or stale baseline)
 *   node visual/visual-check.ts --update   rewrite the baselines on purpose
 *   node visual/visual-check.ts --filter=button   only stories whose id contains "button"
 *   node visual/visual-check.ts --tenant=esg      one tenant only
 *
 * Stories tagged `no-visual` (time-driven ones, like auto-closing toasts) are skipped.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@portal/chromium';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readStoryIndex, serveStatic, storyUrl } from './static-storybook.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASELINE_DIR = join(HERE, 'baselines');
const OUTPUT_DIR = join(HERE, 'output');
const TENANTS = discoverTenants().map((tenant) => tenant.id);
const PORT = Number(process.env.VISUAL_PORT ?? 6061);
const VIEWPORT = { width: 390, height: 844 };
const PARALLEL_PAGES = 3;
/** Pixels allowed to differ after pixelmatch's own anti-aliasing tolerance. */
const MAX_DIFF_PIXELS = 20;

// Freeze everything that moves and pin the font, so a screenshot depends on the code only.
const DETERMINISM_CSS = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  html, body, button, input, select, textarea { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif !important; }
`;

interface Shot {
  tenant: string;
  storyId: string;
}

const args = process.argv.slice(2);
const update = args.includes('--update');
const filter = args.find((arg) => arg.startsWith('--filter='))?.slice('--filter='.length);
const onlyTenant = args.find((arg) => arg.startsWith('--tenant='))?.slice('--tenant='.length);
const tenants = TENANTS.filter((tenant) => !onlyTenant || tenant === onlyTenant);

function readStories(): string[] {
  return readStoryIndex()
    .filter((entry) => !(entry.tags ?? []).includes('no-visual'))
    .map((entry) => entry.id)
    .filter((id) => !filter || id.includes(filter))
    .sort();
}

async function capture(context: BrowserContext, { tenant, storyId }: Shot): Promise<Buffer> {
  // A fresh page per story: nothing (an open modal, focus, a toast) leaks from one story to the next.
  const page = await context.newPage();
  try {
    return await captureIn(page, { tenant, storyId });
  } finally {
    await page.close();
  }
}

async function captureIn(page: Page, { tenant, storyId }: Shot): Promise<Buffer> {
  // The accessibility checks run in the Vitest suite; here they would only slow the shots down.
  const globals = `tenant:${tenant};locale:en;a11y.manual:!true`;
  await page.goto(storyUrl(PORT, storyId, globals), { waitUntil: 'load' });
  // Wait until Storybook has rendered the story and run its play function.
  await page.waitForFunction(
    () => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return (
        phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
      );
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  await page.addStyleTag({ content: DETERMINISM_CSS });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) => new Promise((done) => image.addEventListener('load', done, { once: true })),
        ),
    );
    // Two frames, so the last state change and the injected CSS are painted.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

function compare(actual: Buffer, baselineFile: string): { diffPixels: number; diff?: PNG } {
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const received = PNG.sync.read(actual);
  if (expected.width !== received.width || expected.height !== received.height) {
    return { diffPixels: Number.POSITIVE_INFINITY };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const diffPixels = pixelmatch(
    expected.data,
    received.data,
    diff.data,
    expected.width,
    expected.height,
    { threshold: 0.1 },
  );
  return { diffPixels, diff };
}

async function run(): Promise<number> {
  const stories = readStories();
  if (stories.length === 0) throw new Error('No story to check.');
  if (tenants.length === 0) throw new Error(`No tenant "${onlyTenant}": ${TENANTS.join(', ')}.`);
  const shots: Shot[] = tenants.flatMap((tenant) =>
    stories.map((storyId) => ({ tenant, storyId })),
  );
  rmSync(OUTPUT_DIR, { recursive: true, force: true });

  const server = await serveStatic(PORT);
  let browser: Browser | undefined;
  const failures: string[] = [];
  let written = 0;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        // The same glyphs and colours on every machine, so screenshots compare pixel for pixel.
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
      ],
    });
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'Asia/Ho_Chi_Minh',
    });
    const queue = [...shots];
    const worker = async () => {
      for (let shot = queue.shift(); shot; shot = queue.shift()) {
        const baselineFile = join(BASELINE_DIR, shot.tenant, `${shot.storyId}.png`);
        const name = `${shot.tenant}/${shot.storyId}`;
        let actual = await capture(context, shot);
        if (update) {
          mkdirSync(dirname(baselineFile), { recursive: true });
          const unchanged =
            existsSync(baselineFile) && compare(actual, baselineFile).diffPixels <= MAX_DIFF_PIXELS;
          if (!unchanged) {
            writeFileSync(baselineFile, actual);
            written += 1;
          }
          continue;
        }
        if (!existsSync(baselineFile)) {
          failures.push(`${name}: no baseline (run "pnpm run test:visual:update" and commit it)`);
          continue;
        }
        let { diffPixels, diff } = compare(actual, baselineFile);
        if (diffPixels > MAX_DIFF_PIXELS) {
          // One more shot before calling it a regression: a real change shows up twice.
          actual = await capture(context, shot);
          ({ diffPixels, diff } = compare(actual, baselineFile));
        }
        if (diffPixels > MAX_DIFF_PIXELS) {
          const outputBase = join(OUTPUT_DIR, shot.tenant, shot.storyId);
          mkdirSync(dirname(outputBase), { recursive: true });
          writeFileSync(`${outputBase}.actual.png`, actual);
          if (diff) writeFileSync(`${outputBase}.diff.png`, PNG.sync.write(diff));
          failures.push(
            `${name}: ${Number.isFinite(diffPixels) ? `${diffPixels} pixels differ` : 'size differs'} (see ${outputBase}.diff.png)`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } finally {
    await browser?.close();
    await new Promise((done) => server.close(done));
  }

  // Baselines of stories that no longer exist would hide a renamed or deleted story.
  const expected = new Set(shots.map((shot) => `${shot.tenant}/${shot.storyId}.png`));
  const stale = filter
    ? []
    : tenants.flatMap((tenant) =>
        existsSync(join(BASELINE_DIR, tenant))
          ? readdirSync(join(BASELINE_DIR, tenant))
              .map((file) => `${tenant}/${file}`)
              .filter((file) => !expected.has(file))
          : [],
      );
  if (update) {
    stale.forEach((file) => rmSync(join(BASELINE_DIR, file)));
    console.log(
      `visual: ${shots.length} screenshots, ${written} baselines written, ${stale.length} stale removed`,
    );
    return 0;
  }
  failures.push(
    ...stale.map((file) => `${file}: baseline without a story (run "pnpm run test:visual:update")`),
  );
  for (const failure of failures) console.error(`✗ ${failure}`);
  const passed =
    shots.length - failures.filter((failure) => !failure.includes('baseline without')).length;
  console.log(`visual: ${passed} passed, ${failures.length} failed`);
  return failures.length === 0 ? 0 : 1;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
