import type { Locator, Page } from '@playwright/test';

/**
 * Whether focus can be seen, as WCAG 2.4.7 asks: an outline or ring on the focused element or on
 * the card that holds it (a stretched link rings its card). Inside a date or time field the
 * browser itself highlights the part being edited.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    if (
      element instanceof HTMLInputElement &&
      ['date', 'time', 'datetime-local', 'month'].includes(element.type)
    )
      return true;
    const rings = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        (candidate === element && style.boxShadow !== 'none')
      );
    };
    let candidate: Element | null = element;
    for (let level = 0; candidate && level < 5; level += 1, candidate = candidate.parentElement) {
      if (rings(candidate)) return true;
    }
    return false;
  });
}

/** A short name of what has focus, for messages. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const labelled =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()} "${labelled.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  });
}

/**
 * Presses Tab (only Tab) until `target` has focus; every stop on the way must show its focus.
 * Throws with the path taken when it is not reached: a keyboard user could not get there.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<string[]> {
  const path: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    path.push(name);
    // Past the last control focus leaves the page for the browser's own bar, then comes back.
    if (
      await page.evaluate(
        () => document.activeElement === document.body || document.activeElement === null,
      )
    )
      continue;
    if (!(await focusIsVisible(page)))
      throw new Error(`Focus is not visible on ${name} (path: ${path.join(' → ')})`);
    if (await target.evaluate((element) => element === document.activeElement)) return path;
  }
  throw new Error(`Not reached with ${maxStops} Tabs; path: ${path.join(' → ')}`);
}
