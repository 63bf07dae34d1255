import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set, as axe tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** Violations in a form that says where to look: rule, impact, the element and why. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  // Only the violations' nodes come back: the rest of axe's report (every node that passed) was
  // most of the time spent serialising it out of the page. `options` before `withTags`, which adds to it.
  // Legacy mode runs axe in the page itself: by default each `analyze()` opens a blank page beside
  // it to merge the frames' results, a page start per screen (docs/benchmarks.md). The portal has
  // no iframes, so the same rules see the same document.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''}`,
    ),
  );
}
