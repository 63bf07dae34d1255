import type { Page } from 'playwright-core';

/**
 * The checks every screen of both apps is held to beyond axe, shared by the portal's every-screen
 * proof and the console's accessibility journey.
 */

/**
 * What keeps a guest from using the screen at this size: a page wider than the viewport
 * (horizontal scrolling), text cut off by its box, and controls that stick out of the screen or
 * that something else covers.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // The device's width: a phone's layout viewport grows to fit content that is too wide.
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate(async (width) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const overflow = root.scrollWidth - width;
    if (overflow > 1)
      problems.push(
        `the page scrolls sideways by ${overflow}px (scrollWidth ${root.scrollWidth}, viewport ${width})`,
      );
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    // An open modal dialog makes the page behind it inert: only its own content is in use.
    const modal = document.querySelector('dialog:modal');
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        // Not inside a closed <details>, whose content keeps its boxes but is not drawn.
        element.checkVisibility() &&
        !element.closest('[aria-hidden="true"], [inert]') &&
        (!modal || modal.contains(element))
      );
    };
    // Programmatic scrolling can move boxes whose overflow is hidden: put everything back first.
    const unscrollSideways = () => {
      for (const element of [root, document.body, ...document.querySelectorAll('*')])
        if (element.scrollLeft) element.scrollLeft = 0;
    };

    const clipsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    };
    // Text wider than its box where the box or a container cuts it off: a word wider than its
    // card, a label under an ellipsis.
    // Visually hidden text (a 1px clipped box for screen readers) is cut off on purpose.
    const visuallyHidden = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width <= 1 || rect.height <= 1;
    };
    for (const element of document.querySelectorAll(
      'h1, h2, h3, h4, p, span, a, button, label, li, dt, dd, td, th, legend',
    )) {
      if (
        !shown(element) ||
        visuallyHidden(element) ||
        !element.textContent?.trim() ||
        element.scrollWidth <= element.clientWidth + 1
      )
        continue;
      let clipper: Element | null = element;
      while (clipper && clipper !== document.body && !clipsSideways(clipper))
        clipper = clipper.parentElement;
      const left = element.getBoundingClientRect().left;
      if ((clipper && clipper !== document.body) || left + element.scrollWidth > width + 1) {
        problems.push(
          `${label(element)} is cut off (${element.scrollWidth}px of text in ${element.clientWidth}px)`,
        );
      }
    }

    // A row that scrolls sideways on its own (category tabs) keeps its controls reachable.
    const inSidewaysScroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const { overflowX } = getComputedStyle(parent);
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          parent.getBoundingClientRect().right <= width + 1
        )
          return true;
      }
      return false;
    };
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]',
      ),
    ].filter(shown);
    for (const control of controls) {
      unscrollSideways();
      const before = control.getBoundingClientRect();
      if ((before.left < -1 || before.right > width + 1) && !inSidewaysScroller(control)) {
        problems.push(
          `${label(control)} sticks out of the screen (${Math.round(before.left)}..${Math.round(before.right)} of ${width}px)`,
        );
        continue;
      }
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      unscrollSideways();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const rect = control.getBoundingClientRect();
      const x = Math.min(width - 1, Math.max(0, rect.left + rect.width / 2));
      const y = Math.min(window.innerHeight - 1, Math.max(0, rect.top + rect.height / 2));
      const hit = document.elementFromPoint(x, y);
      // A label or icon inside the control, or the control inside its label, is the control.
      const reachable =
        hit &&
        (control.contains(hit) || hit.contains(control) || hit.closest('label')?.contains(control));
      if (!reachable)
        problems.push(
          `${label(control)} is covered by ${hit ? label(hit) : 'nothing'} at its centre`,
        );
    }
    window.scrollTo(0, 0);
    return problems;
  }, width);
}

/**
 * The screen's outline (WCAG 1.3.1; Lighthouse's and axe's best-practice `heading-order`, which the
 * WCAG tags leave out): in document order the first heading is an h1 and no heading is more than
 * one level deeper than the one before it (h1 → h3, h2 → h4 skip a level). Headings out of the
 * accessibility tree (a closed dialog, aria-hidden) do not count; visually hidden ones do.
 */
export async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skips: string[] = [];
    let previous = { level: 0, text: 'the top of the page' };
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
      if (
        !heading.checkVisibility({ visibilityProperty: true }) ||
        heading.closest('[aria-hidden="true"], [inert]')
      )
        continue;
      const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)) || 2;
      const text = `h${level} "${(heading.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      if (level > previous.level + 1) skips.push(`${text} follows ${previous.text}`);
      previous = { level, text };
    }
    return skips;
  });
}

/**
 * The text at 200% (WCAG 1.4.4): both apps' kits size type in rem, so the root's size carries it.
 * Fails if the first heading (or the body) did not reach 32 px, which would leave the check
 * looking at normal text.
 */
export async function doubleTheText(page: Page) {
  const headingSize = await page.evaluate(() => {
    document.documentElement.style.setProperty('font-size', '200%', 'important');
    return parseFloat(getComputedStyle(document.querySelector('h1, h2') ?? document.body).fontSize);
  });
  if (headingSize < 32) throw new Error(`the text did not grow (a heading at ${headingSize}px)`);
}

/** The text back at the size the reader chose (after `doubleTheText`). */
export async function restoreTheText(page: Page) {
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));
}
