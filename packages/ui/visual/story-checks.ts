/**
 * The stories' checks in Storybook itself: serves the static build, opens every story that has a
 * play function in each hotel under tenants/ and in both languages, and fails when its play
 * function throws or axe (the a11y addon, `test: 'error'`) finds a violation. The Vitest projects
 * render stories without Storybook's preview, so what only the preview does (an arg updated by
 * `useArgs` coming back a moment later) shows here and not there.
 *
 *   node visual/story-checks.ts                  every story with a play function
 *   node visual/story-checks.ts --all            every story (axe on the stories without one too)
 *   node visual/story-checks.ts --filter=rating  only stories whose id contains "rating"
 *
 * A story that fails is opened once more alone before it counts as failed. The stories tagged
 * `check-fixture` must fail: they run first and the check stops if they pass.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '@portal/chromium';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import { readStoryIndex, serveStatic, storyUrl } from './static-storybook.ts';

// Any free port unless one is asked for: other checkouts' runs on the machine may hold a fixed one.
const PORT = Number(process.env.STORY_CHECKS_PORT ?? 0);
const PARALLEL_PAGES = Number(process.env.STORY_CHECKS_PAGES ?? 2);
const LOCALES = ['en', 'vi'] as const;

const args = process.argv.slice(2);
const all = args.includes('--all');
const filter = args.find((arg) => arg.startsWith('--filter='))?.slice('--filter='.length);

/** The stories to check in one hotel and one language. */
interface Run {
  tenant: string;
  locale: string;
  storyIds: string[];
}

/** What the preview said of one story: the events that fail it, empty when it passed. */
type Failures = string[];

interface Channel {
  on(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

declare global {
  interface Window {
    storyCheck?: { storyId: string; failures: string[]; finished: boolean };
    storyChannel?: Channel;
  }
}

/**
 * Listens on the preview's channel from its creation: the play function's exception, and the
 * first `storyFinished` of the story under check (after its play function and axe) with its status
 * and the a11y report.
 */
function listenToPreview() {
  interface Finished {
    storyId?: string;
    status?: string;
    reporters?: { type: string; status: string; result?: { violations?: { id: string }[] } }[];
  }
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => window.storyChannel,
    set: (created: Channel) => {
      window.storyChannel = created;
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        created.on(event, (error) => {
          const message = (error as { message?: string } | undefined)?.message ?? '';
          window.storyCheck?.failures.push(`${event}: ${message.split('\n')[0] ?? ''}`);
        });
      }
      created.on('storyFinished', (payload) => {
        const check = window.storyCheck;
        const finished = payload as Finished;
        if (!check || check.finished || finished.storyId !== check.storyId) return;
        if (finished.status === 'error') check.failures.push('the story ended in error');
        for (const report of finished.reporters ?? []) {
          if (report.status !== 'failed') continue;
          const rules = (report.result?.violations ?? []).map((violation) => violation.id);
          check.failures.push(`${report.type}: ${rules.join(', ') || report.status}`);
        }
        check.finished = true;
      });
    },
  });
}

/**
 * One page per hotel and language, loaded once: each story is then chosen through the preview's
 * channel, as Storybook's own sidebar does, which costs a render instead of a page load.
 */
async function checkIn(context: BrowserContext, port: number, { tenant, locale, storyIds }: Run) {
  const outcomes = new Map<string, Failures>();
  const [first] = storyIds;
  if (first === undefined) return outcomes;
  const page = await context.newPage();
  try {
    await page.addInitScript(listenToPreview);
    await page.addInitScript((storyId) => {
      window.storyCheck = { storyId, failures: [], finished: false };
    }, first);
    await page.goto(storyUrl(port, first, `tenant:${tenant};locale:${locale}`));
    for (const storyId of storyIds) {
      if (storyId !== first) {
        await page.evaluate((id) => {
          window.storyCheck = { storyId: id, failures: [], finished: false };
          window.storyChannel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }, storyId);
      }
      try {
        await page.waitForFunction(() => window.storyCheck?.finished === true, undefined, {
          timeout: 30_000,
          polling: 50,
        });
        outcomes.set(storyId, await page.evaluate(() => window.storyCheck?.failures ?? []));
      } catch (error) {
        outcomes.set(storyId, [
          error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
        ]);
      }
    }
  } finally {
    await page.close();
  }
  return outcomes;
}

/** The runs side by side, a page each: the failures found, as `story (hotel, language): …`. */
async function walk(
  context: BrowserContext,
  port: number,
  runs: Run[],
): Promise<Map<string, Failures>> {
  const found = new Map<string, Failures>();
  const queue = [...runs];
  const worker = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) {
      for (const [storyId, failures] of await checkIn(context, port, run)) {
        found.set(`${storyId} (${run.tenant}, ${run.locale})`, failures);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  return found;
}

async function main(): Promise<number> {
  const stories = readStoryIndex();
  const tenants = discoverTenants().map((tenant) => tenant.id);
  const [firstTenant] = tenants;
  if (!firstTenant) throw new Error('No hotel under tenants/.');
  const fixtures = stories.filter((story) => story.tags?.includes('check-fixture'));
  const checked = stories
    .filter((story) => !story.tags?.includes('check-fixture'))
    .filter((story) => all || story.tags?.includes('play-fn'))
    .filter((story) => !filter || story.id.includes(filter))
    .map((story) => story.id);
  if (fixtures.length === 0 || checked.length === 0) throw new Error('No story to check.');
  const runs = tenants.flatMap((tenant) =>
    LOCALES.map((locale) => ({ tenant, locale, storyIds: checked })),
  );

  const server = await serveStatic(PORT);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    // The kit honours reduced motion: no animation to wait out on a loaded machine.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    // Each fixture alone, as the first story of its page, so none hides another.
    const fixtureRuns = fixtures.map((story) => ({
      tenant: firstTenant,
      locale: 'en',
      storyIds: [story.id],
    }));
    const silent = [...(await walk(context, port, fixtureRuns))].filter(
      ([, failures]) => !failures.length,
    );
    for (const [name] of silent) console.error(`✗ ${name} passed: the check does not fire`);
    if (silent.length > 0) return 1;
    const found = await walk(context, port, runs);
    // Once more, alone on a fresh page, before calling it a failure: a story timed by the clock
    // (a toast closing after 2 s) can miss on a loaded machine, a broken one fails twice.
    const missed = runs.flatMap((run) =>
      run.storyIds
        .filter((storyId) => found.get(`${storyId} (${run.tenant}, ${run.locale})`)?.length)
        .map((storyId) => ({ ...run, storyIds: [storyId] })),
    );
    for (const [name, failures] of await walk(context, port, missed)) found.set(name, failures);
    const failed = [...found].filter(([, failures]) => failures.length > 0);
    for (const [name, failures] of failed) console.error(`✗ ${name}: ${failures.join('; ')}`);
    console.log(
      `story checks: ${checked.length} stories × ${tenants.length} hotels × ${LOCALES.length} languages, ${found.size - failed.length} passed, ${failed.length} failed`,
    );
    return failed.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
