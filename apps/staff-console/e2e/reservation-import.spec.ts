import type { Page } from '@playwright/test';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { addAccountThroughApi, expect, screenshot, signIn, test } from './support/console-test.ts';

const HEADER = 'reservation_number,arrival_date,departure_date,room_type,given_name,surname,email';

/** Numbers no other journey (or an earlier run on the same database) uses. */
function freshNumbers(): [string, string] {
  const stamp = Date.now().toString(36).toUpperCase();
  return [`IMP${stamp}A`, `IMP${stamp}B`];
}

async function chooseCsv(page: Page, rows: string[]) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'pms-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n')),
  });
}

test('a CSV with one bad row imports nothing and says which row; the fixed file imports and its guest signs in to the portal', async ({
  page,
  browser,
  request,
  tenant,
}) => {
  const frontDesk = await addAccountThroughApi(request, tenant, 'front-desk');
  await signIn(page, frontDesk);
  await page.getByRole('link', { name: 'Import reservations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import reservations' })).toBeVisible();

  const [first, second] = freshNumbers();
  const arrival = addDays(hotelToday(tenant.config.timeZone), 5);
  const departure = addDays(arrival, 2);
  const good = [
    `${first},${arrival},${departure},Deluxe King,Hanh,Importer,hanh@example.com`,
    `${first},${arrival},${departure},Deluxe King,Tuan,Importer,`,
  ];
  await chooseCsv(page, [...good, `${second},${arrival},${departure},Penthouse,Ly,Dao,`]);

  const problems = page.getByRole('region', { name: 'Rows to fix' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Row 4, room typeThe hotel has no such room type.',
  ]);
  await expect(problems).toContainText('Nothing will be imported until the file is fixed');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await screenshot(page, tenant, 'reservation-import-bad-row-en');

  await chooseCsv(page, [...good, `${second},${arrival},${departure},Superior Twin,Ly,Dao,`]);
  const preview = page.getByRole('region', { name: 'Reservations to create' });
  await expect(preview.getByRole('rowheader', { name: first })).toBeVisible();
  await expect(preview.getByRole('rowheader', { name: second })).toBeVisible();
  // Both rows of the first number are there: the refused file had imported none of them.
  await expect(preview.getByRole('row').filter({ hasText: first })).toContainText(
    'Hanh Importer, Tuan Importer',
  );
  await page.getByRole('button', { name: 'Import 2 reservations' }).click();
  await expect(page.getByText('2 reservations imported.')).toBeVisible();
  await screenshot(page, tenant, 'reservation-import-done-en');

  const guest = await browser.newPage({ baseURL: `http://127.0.0.1:${tenant.port}` });
  await guest.goto('/login');
  await guest.getByLabel('Reservation number or email').fill(first);
  await guest.getByLabel('Arrival date').fill(arrival);
  await guest.getByLabel('Surname').fill('Importer');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  // Two guests share the surname: the portal asks for the given name.
  await guest.getByLabel('Given name').fill('Tuan');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/home$/);
  await expect(guest.getByRole('heading', { name: /^Hello, / })).toContainText('Tuan');
  await guest.close();
});

test('a reservation typed in by hand: a taken number is refused with what was typed kept, then created and opened', async ({
  page,
  request,
  tenant,
}) => {
  const frontDesk = await addAccountThroughApi(request, tenant, 'front-desk');
  await signIn(page, frontDesk);
  await page.getByRole('link', { name: 'New reservation' }).click();
  const form = page.getByRole('form', { name: 'New reservation' });
  const arrival = addDays(hotelToday(tenant.config.timeZone), 7);
  await form.getByLabel('Reservation number').fill(`${tenant.config.hotelCode}1001`);
  await form.getByLabel('Arrival').fill(arrival);
  await form.getByLabel('Departure').fill(addDays(arrival, 1));
  await form.getByLabel('Room type').selectOption('Family Suite');
  await form.getByLabel('Given name').fill('Quynh');
  await form.getByLabel('Surname').fill('Byhand');
  await form.getByRole('button', { name: 'Create reservation' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The hotel already has a reservation with this number.',
  );
  await expect(form.getByLabel('Surname')).toHaveValue('Byhand');

  const [number] = freshNumbers();
  await form.getByLabel('Reservation number').fill(number);
  await form.getByRole('button', { name: 'Create reservation' }).click();
  await expect(page.getByText(`Reservation ${number} is created.`)).toBeVisible();
  // The desk lands on the new reservation, its next moves one click away.
  await expect(page).toHaveURL(/\/staff\/front-desk\/reservations\/\d+$/);
  await expect(page.locator('main h1')).toContainText(number);
});
