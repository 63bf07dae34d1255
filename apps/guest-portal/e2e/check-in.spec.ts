import type { Page } from '@playwright/test';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { addCompanion, demoGuest, freshGuest } from './support/demo-guests.ts';
import {
  jpegSize,
  multipartParts,
  pdfDocument,
  pngImage,
  type MultipartPart,
} from './support/documents.ts';
import {
  expect,
  screenshot,
  signInThroughApi,
  test,
  untilHydrated,
} from './support/portal-test.ts';
import { apiResponse, tenantConfig, useVietnamese } from './support/stay.ts';

const PASSPORT_SCAN = { name: 'passport.png', mimeType: 'image/png', buffer: pngImage(3000, 2250) };
const ID_CARD_PDF = { name: 'anna-id.pdf', mimeType: 'application/pdf', buffer: pdfDocument() };

/** The multipart parts of the next pre check-in the page sends (read as the request leaves). */
function nextSubmission(page: Page): Promise<MultipartPart[]> {
  return new Promise((resolve) => {
    void page.route('**/api/check-in', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      resolve(
        multipartParts(
          request.postDataBuffer() ?? Buffer.alloc(0),
          request.headers()['content-type'] ?? '',
        ),
      );
      await route.continue();
      await page.unroute('**/api/check-in');
    });
  });
}

async function openCheckIn(page: Page) {
  await page.goto('/check-in');
  await untilHydrated(page);
  await expect(page.getByRole('region', { name: 'Lukas Schmidt' })).toBeVisible();
}

/** Lukas (German, with the declaration and a passport photo) and Anna (Vietnamese, with a PDF). */
async function fillGuests(page: Page) {
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await lukas.getByLabel('Nationality').selectOption('DE');
  await expect(lukas.getByLabel('Full name as in the passport')).toHaveValue('Lukas Schmidt');
  await lukas.getByLabel('Male', { exact: true }).check();
  await lukas.getByLabel('Date of birth').fill('1985-04-02');
  await lukas.getByLabel('Passport number').fill('C01X00T47');
  await lukas.getByTestId('camera-input').setInputFiles(PASSPORT_SCAN);
  await expect(lukas.getByText('passport.jpg')).toBeVisible();
  await expect(lukas.locator('img')).toHaveCount(1);
  const anna = page.getByRole('region', { name: 'Anna Schmidt' });
  await anna.getByLabel('Nationality').selectOption('VN');
  await expect(anna.getByText('Residence declaration')).toHaveCount(0);
  await anna.getByLabel('Choose a photo or PDF').setInputFiles(ID_CARD_PDF);
  await expect(anna.getByText('anna-id.pdf')).toBeVisible();
  // Children travel on a parent's document, but a foreign child is declared too.
  const mia = page.getByRole('region', { name: 'Mia Schmidt' });
  await mia.getByLabel('Nationality').selectOption('DE');
  await mia.getByLabel('Female', { exact: true }).check();
  await mia.getByLabel('Date of birth').fill('2018-06-10');
  await mia.getByLabel('Passport number').fill('C01X00M12');
}

test.describe('pre check-in @all-tenants', () => {
  test('offers the hotel’s own preferences with readable labels, and the guests of the reservation', async ({
    page,
    tenant,
  }) => {
    await signInThroughApi(page, tenant, demoGuest(tenant, 'confirmedNoRoom'));
    await openCheckIn(page);
    const preferences = page.getByRole('group', { name: 'Room preferences' });
    await expect(preferences.getByRole('checkbox')).toHaveCount(
      tenantConfig(tenant).preferenceCodes.length,
    );
    await expect(preferences.getByText('Quiet room')).toBeVisible();
    if (tenantConfig(tenant).preferenceCodes.includes('CHECKIN_ROOM_NEAR_LIFT')) {
      await expect(preferences.getByText('Room near the lift')).toBeVisible();
    }
    await expect(preferences.getByText(/CHECKIN_/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Anna Schmidt' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Mia Schmidt' }).getByLabel('Child under 14'),
    ).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Lukas Schmidt' }).getByRole('button', { name: /^Remove/ }),
    ).toHaveCount(0);
    await screenshot(page, tenant, 'check-in-en');
    await useVietnamese(page);
    await expect(
      page.getByRole('group', { name: 'Yêu cầu về phòng' }).getByText('Phòng yên tĩnh'),
    ).toBeVisible();
    await screenshot(page, tenant, 'check-in-vi');
  });
});

test('a guest sends pre check-in with sharers, the declaration and documents, photos downsized', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await page.getByLabel('Estimated arrival time').fill('15:30');
  await page.getByLabel('Quiet room').check();
  await page.getByLabel('Baby cot').check();
  await fillGuests(page);

  // Add a sharer, edit them, then remove them again.
  await page.getByRole('button', { name: 'Add a guest' }).click();
  await page.getByRole('region', { name: 'Guest 4' }).getByLabel('First name').fill('Tom');
  await page
    .getByRole('region', { name: 'Tom', exact: true })
    .getByLabel('Last name')
    .fill('Schmidt');
  const tom = page.getByRole('region', { name: 'Tom Schmidt' });
  await expect(tom).toBeVisible();
  await tom.getByRole('button', { name: 'Remove Tom Schmidt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep' }).click();
  await expect(tom).toBeVisible();
  await tom.getByRole('button', { name: 'Remove Tom Schmidt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(tom).toHaveCount(0);
  await screenshot(page, tenant, 'check-in-filled-en');

  const sent = nextSubmission(page);
  const answered = apiResponse(page, 'POST', '/api/check-in');
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  const parts = await sent;
  expect((await answered).status()).toBe(200);
  const files = parts.filter((part) => part.name === 'documents');
  expect(files.map((part) => [part.fileName, part.contentType])).toEqual([
    ['passport.jpg', 'image/jpeg'],
    ['anna-id.pdf', 'application/pdf'],
  ]);
  expect(jpegSize(files[0]?.body ?? Buffer.alloc(0))).toEqual({ width: 2000, height: 1500 });
  const fields = JSON.parse(
    parts.find((part) => part.name === 'fields')?.body.toString('utf8') ?? '{}',
  );
  expect(fields).toMatchObject({
    arrivalTime: '15:30',
    preferenceCodes: ['CHECKIN_QUITE_ROOM', 'CHECKIN_BABY_COT'],
  });
  expect(fields.guests[0].declaration).toMatchObject({
    nationality: 'DE',
    passportNumber: 'C01X00T47',
    gender: 'male',
  });

  await expect(page).toHaveURL(/\/check-in-success$/);
  await expect(
    page.locator('.Toastify').getByText('Your pre check-in has been sent'),
  ).toBeVisible();
  await expect(page.getByText('Quiet room, Baby cot')).toBeVisible();
  await expect(page.getByText('15:30')).toBeVisible();
  await expect(page.getByText('2 documents')).toBeVisible();
  await screenshot(page, tenant, 'check-in-success-en');
  await useVietnamese(page);
  await expect(page.getByText('Phòng yên tĩnh, Nôi cho em bé')).toBeVisible();
  await screenshot(page, tenant, 'check-in-success-vi');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // Coming back shows what was sent, with the documents kept.
  await page.reload();
  await page.getByRole('link', { name: 'Change my pre check-in' }).click();
  await expect(page.getByText(/^Sent on/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lukas Schmidt' }).getByText('passport.jpg'),
  ).toBeVisible();
  await expect(page.getByLabel('Estimated arrival time')).toHaveValue('15:30');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Pre check-in sent' })).toBeVisible();
});

test('every missing field is named, in English and Vietnamese, and nothing is sent', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/check-in')) posted += 1;
  });
  await page.getByRole('button', { name: 'Add a guest' }).click();
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await lukas.getByLabel('Nationality').selectOption('DE');
  await lukas.getByLabel('Passport number').fill('C01-X');
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(lukas.getByText('Missing identity document')).toBeVisible();
  await expect(lukas.getByText('Missing gender')).toBeVisible();
  await expect(lukas.getByText('Missing date of birth')).toBeVisible();
  await expect(
    lukas.getByText('Please enter a valid passport number (5 to 20 letters and digits)'),
  ).toBeVisible();
  const added = page.getByRole('region', { name: 'Guest 4' });
  await expect(added.getByText('Missing first name')).toBeVisible();
  await expect(added.getByText('Missing last name')).toBeVisible();
  await expect(added.getByText('Missing nationality')).toBeVisible();
  await expect(added.getByLabel('First name')).toHaveAttribute(
    'placeholder',
    'Please enter first name',
  );
  // A child needs no document of their own.
  await expect(
    page.getByRole('region', { name: 'Mia Schmidt' }).getByText('Missing identity document'),
  ).toHaveCount(0);
  expect(posted).toBe(0);
  await screenshot(page, tenant, 'check-in-missing-en');

  await useVietnamese(page);
  await page.getByRole('button', { name: 'Gửi thông tin nhận phòng' }).click();
  await expect(
    page.getByRole('region', { name: 'Lukas Schmidt' }).getByText('Thiếu giấy tờ tùy thân'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Khách 4' }).getByText('Thiếu tên')).toBeVisible();
  await screenshot(page, tenant, 'check-in-missing-vi');
  expect(posted).toBe(0);
});

test('a failed upload keeps everything, shows the failure on each file and a retry sends it', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await page.getByLabel('Estimated arrival time').fill('21:00');
  await fillGuests(page);
  let attempts = 0;
  await page.route('**/api/check-in', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    return attempts === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not reach the hotel' }).last(),
  ).toBeVisible();
  await expect(lukas.getByRole('button', { name: 'Try again passport.jpg' })).toBeVisible();
  await expect(lukas.getByLabel('Passport number')).toHaveValue('C01X00T47');
  await expect(page.getByLabel('Estimated arrival time')).toHaveValue('21:00');
  await screenshot(page, tenant, 'check-in-upload-failed-en');
  await lukas.getByRole('button', { name: 'Try again passport.jpg' }).click();
  await expect(page).toHaveURL(/\/check-in-success$/);
  expect(attempts).toBe(2);
});

test('the upload shows its progress', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await fillGuests(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading passport.jpg' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a guest' })).toBeDisabled();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page).toHaveURL(/\/check-in-success$/, { timeout: 20_000 });
});

test('a reload keeps what was typed and asks for the files again', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await page.getByLabel('Estimated arrival time').fill('10:15');
  await page.getByLabel('Quiet room').check();
  await fillGuests(page);
  await page.reload();
  await expect(page.getByText('We kept what you entered.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Estimated arrival time')).toHaveValue('10:15');
  await expect(page.getByLabel('Quiet room')).toBeChecked();
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await expect(lukas.getByLabel('Nationality')).toHaveValue('DE');
  await expect(lukas.getByLabel('Passport number')).toHaveValue('C01X00T47');
  await expect(lukas.getByText('No document yet')).toBeVisible();
});

test('a HEIC photo the browser cannot convert is refused before sending, saying how to send it, with the draft kept', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await fillGuests(page);
  const lukas = page.getByRole('region', { name: 'Lukas Schmidt' });
  await lukas.getByRole('button', { name: 'Remove passport.jpg' }).click();
  // Chromium decodes no HEIC, and the hotel cannot re-encode one: it is not offered to the server.
  const heic = Buffer.from('not really a heic picture, the browser cannot decode it');
  await lukas
    .getByLabel('Choose a photo or PDF')
    .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(
    lukas.getByText('IMG_0001.HEIC is a HEIC photo this browser cannot convert.', { exact: false }),
  ).toBeVisible();
  await expect(lukas.getByText('No document yet')).toBeVisible();
  await lukas.getByText('IMG_0001.HEIC is a HEIC photo', { exact: false }).scrollIntoViewIfNeeded();
  await screenshot(page, tenant, 'check-in-heic-refused-en');
  await expect(lukas.getByLabel('Passport number')).toHaveValue('C01X00T47');
});

test('the server asks an identity document of every adult when the portal check is bypassed', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await fillGuests(page);
  // Mia is a child in the form; the request says she is an adult without a document.
  await page.route('**/api/check-in', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = (request.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
    return route.continue({
      postData: Buffer.from(
        body.replace(
          '"firstName":"Mia","lastName":"Schmidt","isChild":true',
          '"firstName":"Mia","lastName":"Schmidt","isChild":false',
        ),
        'latin1',
      ),
    });
  });
  const answered = apiResponse(page, 'POST', '/api/check-in');
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  expect(await (await answered).json()).toMatchObject({ code: 'IDENTITY_DOCUMENT_REQUIRED' });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please upload an identity document for every adult.' })
      .last(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Mia Schmidt' }).getByText('Missing identity document'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lukas Schmidt' }).getByLabel('Passport number'),
  ).toHaveValue('C01X00T47');
});

test('the guest who made the reservation is offered no child control, and the server keeps them an adult', async ({
  page,
  tenant,
}) => {
  await signInThroughApi(page, tenant, freshGuest(tenant, 'confirmedNoRoom'));
  await openCheckIn(page);
  await expect(
    page.getByRole('region', { name: 'Lukas Schmidt' }).getByLabel('Child under 14'),
  ).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Anna Schmidt' }).getByLabel('Child under 14'),
  ).not.toBeChecked();
  await fillGuests(page);
  // The request says Lukas is a child: the server refuses, and the screen says why on his card.
  await page.route('**/api/check-in', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const body = (request.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
    return route.continue({
      postData: Buffer.from(
        body.replace(
          '"firstName":"Lukas","lastName":"Schmidt","isChild":false',
          '"firstName":"Lukas","lastName":"Schmidt","isChild":true',
        ),
        'latin1',
      ),
    });
  });
  const answered = apiResponse(page, 'POST', '/api/check-in');
  await page.getByRole('button', { name: 'Send my pre check-in' }).click();
  expect(await (await answered).json()).toMatchObject({ code: 'PRIMARY_GUEST_NOT_CHILD' });
  await expect(
    page
      .getByRole('region', { name: 'Lukas Schmidt' })
      .getByText('The guest who made the reservation must be an adult.')
      .first(),
  ).toBeVisible();
  await screenshot(page, tenant, 'check-in-primary-adult-en');
});

test('a companion is told the primary guest checks in for everyone and reads only their own entry', async ({
  page,
  tenant,
}) => {
  const primary = freshGuest(tenant, 'confirmedNoRoom');
  addCompanion(tenant, primary.reservation, 'Leo', 'Park');
  await signInThroughApi(page, tenant, { ...primary, surname: 'Park' });
  await page.goto('/check-in');
  // What the API answers the companion (the server read it for the page, with the same session).
  const answer = await page.request.get('/api/check-in', {
    headers: { [HOTEL_KEY_HEADER]: tenantConfig(tenant).hotelKey },
  });
  const view = (await answer.json()) as { guests: { firstName: string }[] };
  expect(view.guests.map((guest: { firstName: string }) => guest.firstName)).toEqual(['Leo']);
  await expect(
    page.getByText('Lukas Schmidt, who made the reservation, checks in online for everyone.'),
  ).toBeVisible();
  await expect(page.getByText('Your details have not been sent to the hotel yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my pre check-in' })).toHaveCount(0);
  await screenshot(page, tenant, 'check-in-companion-en');
  await useVietnamese(page);
  await expect(
    page.getByText(
      'Lukas Schmidt, người đặt phòng, sẽ làm thủ tục nhận phòng trực tuyến cho cả đoàn.',
    ),
  ).toBeVisible();
  await screenshot(page, tenant, 'check-in-companion-vi');
});

test('pre check-in is closed once the guest has arrived', async ({ page, tenant }) => {
  await signInThroughApi(page, tenant, demoGuest(tenant, 'arrived'), '/check-in');
  await expect(page.getByText('You have already checked in. Enjoy your stay!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my pre check-in' })).toHaveCount(0);
});
