import { expect, test } from '@playwright/test';
import {
  doubleTheText,
  headingSkips,
  layoutProblems,
  restoreTheText,
} from '@portal/chromium/page-checks';

// The checks every console screen (accessibility.spec.ts) and every portal screen are held to,
// shown failing on a page made to fail them, and passing once it is fixed.
test.use({ viewport: { width: 320, height: 640 } });

/** A top bar: the hotel's name, then a button, kept on one line, or free to wrap. */
const topBar = (wraps: boolean) => `
  <header style="display: flex; ${wraps ? 'flex-wrap: wrap;' : ''} gap: 8px; font-size: 1rem">
    <span ${wraps ? '' : 'style="white-space: nowrap"'}>The Saigon Riverside Hotel</span>
    <button style="white-space: nowrap; min-width: 0">Menu</button>
  </header>`;

test('a skipped heading level and a box wider than 320 px are reported, a sound page is not', async ({
  page,
}) => {
  await page.setContent(`<body style="margin: 0">
    <h1>Today</h1><h3>Cancellations</h3>
    <div style="width: 400px">A table too wide for a phone</div>
  </body>`);
  expect(await headingSkips(page)).toEqual(['h3 "Cancellations" follows h1 "Today"']);
  expect(await layoutProblems(page)).toEqual([
    'the page scrolls sideways by 80px (scrollWidth 400, viewport 320)',
  ]);

  await page.setContent(`<body style="margin: 0">
    <h1>Today</h1><h2>Cancellations</h2>
    <div style="max-width: 400px">A table that fits a phone</div>
  </body>`);
  expect(await headingSkips(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
});

test('a top bar that fits at normal size but not with its text at 200 % is reported', async ({
  page,
}) => {
  await page.setContent(`<body style="margin: 0">${topBar(false)}</body>`);
  expect(await layoutProblems(page)).toEqual([]);
  await doubleTheText(page);
  expect(await layoutProblems(page)).toContainEqual(
    expect.stringMatching(/^the page scrolls sideways|^button "Menu" sticks out of the screen/),
  );
  await restoreTheText(page);
  expect(await layoutProblems(page)).toEqual([]);

  await page.setContent(`<body style="margin: 0">${topBar(true)}</body>`);
  await doubleTheText(page);
  expect(await layoutProblems(page)).toEqual([]);
});

test('what a closed disclosure or an open modal dialog hides is left aside, the dialog is not', async ({
  page,
}) => {
  await page.setContent(`<body style="margin: 0">
    <h1>Today</h1>
    <details>
      <summary>Show the table</summary>
      <div tabindex="0" role="region" aria-label="Ratings, by day" style="overflow-x: auto">
        <table><tr><th>28 Nov</th><td>4.5</td></tr></table>
      </div>
    </details>
    <p style="margin: 0; height: 200px">Ratings: 4.5 on average</p>
  </body>`);
  expect(await layoutProblems(page)).toEqual([]);

  await page.setContent(`<body style="margin: 0">
    <h1>Reservation</h1>
    <button>Assign the room</button>
    <dialog style="overflow: visible; max-width: none">
      <h2>Cancel the reservation?</h2>
      <button style="width: 400px">Cancel the reservation</button>
    </dialog>
  </body>`);
  await page.locator('dialog').evaluate((dialog: HTMLDialogElement) => dialog.showModal());
  expect(await headingSkips(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(/^button "Cancel the reservation" sticks out of the screen/),
  ]);
});
