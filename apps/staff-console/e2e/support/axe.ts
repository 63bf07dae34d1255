import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Lets every finite animation end (a dialog fading in): axe reads colours as they are drawn. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's WCAG 2.2 AA rules find nothing; a failure names the rule, the element and why. */
export async function expectNoAxeViolations(page: Page) {
  await animationsDone(page);
  // Only the violations' nodes come back, not every node that passed; `options` before
  // `withTags`, which adds to it. Legacy mode runs axe in the page itself: by default each
  // `analyze()` opens a blank page beside it to merge the frames' results, a page start at every
  // check of the every-screen walk (docs/benchmarks.md). The console has no iframes, so the same
  // rules see the same document.
  //
  // `analyze()` also evaluates axe's script (about 570 KB) into the page twice at every check (its
  // own and its legacy run's injection). A screen reached through the console's router keeps the
  // copy of the check before in the same document: the builder is then given an empty statement
  // for a script, and runs and configures the axe already there.
  const inPage = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder({ page, ...(inPage ? { axeSource: ';' } : {}) })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${violation.help} — ${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''}`,
    ),
  );
  expect(found, found.join('\n')).toEqual([]);
}

/** Fails the journey if the page is loaded again: everything must arrive over the streams. */
export function forbidReloads(page: Page): () => void {
  let loaded = 0;
  page.on('load', () => {
    loaded += 1;
  });
  return () => expect(loaded, 'the page was reloaded').toBe(0);
}
