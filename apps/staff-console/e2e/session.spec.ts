import {
  addAccountThroughApi,
  demoManager,
  expect,
  screenshot,
  signIn,
  test,
} from './support/console-test.ts';

test('a wrong password is told in Vietnamese, and what was typed stays @all-tenants', async ({
  page,
  tenant,
}) => {
  await page.goto('/staff/sign-in');
  await page.getByRole('button', { name: 'Chuyển sang tiếng Việt' }).click();
  await expect(page.getByRole('heading', { name: 'Đăng nhập trang nhân viên' })).toBeVisible();
  await page.getByLabel('E-mail').fill(demoManager(tenant).email);
  await page.getByLabel('Mật khẩu').fill('not the manager password');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail hoặc mật khẩu không đúng.');
  await expect(page.getByLabel('E-mail')).toHaveValue(demoManager(tenant).email);
  await screenshot(page, tenant, 'sign-in-failed-vi');
  // The language is remembered on this computer.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Đăng nhập trang nhân viên' })).toBeVisible();
});

test('the session is an HttpOnly, SameSite=Strict cookie the page cannot read, nothing in storage', async ({
  page,
  tenant,
  context,
}) => {
  await signIn(page, demoManager(tenant));
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'portal_staff');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
  ).not.toMatch(/csrf|portal_staff|token/i);
});

test('signing out everywhere ends the session on the other computer, which is told why', async ({
  browser,
  tenant,
  request,
}) => {
  const manager = await addAccountThroughApi(request, tenant, 'manager');
  const desk = await browser.newPage();
  const tablet = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await signIn(desk, manager);
  await signIn(tablet, manager);
  await tablet.goto('/staff/accounts');
  await expect(tablet.getByRole('heading', { name: 'Staff accounts', level: 1 })).toBeVisible();

  await desk.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(desk).toHaveURL(/\/staff\/sign-in$/);

  // The tablet goes to sign-in with the reason: told by its live stream, or by its next call being
  // refused, whichever comes first (a click on a link its stream has just taken away would wait).
  await expect(async () => {
    if (!/\/staff\/sign-in$/.test(tablet.url()))
      await tablet.getByRole('link', { name: 'Audit log' }).click({ timeout: 2_000 });
    await expect(tablet).toHaveURL(/\/staff\/sign-in$/, { timeout: 2_000 });
  }).toPass();
  await expect(tablet.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await screenshot(tablet, tenant, 'session-ended-en');
  await tablet.getByRole('button', { name: 'Chuyển sang tiếng Việt' }).click();
  await expect(
    tablet.getByText('Phiên làm việc của bạn đã kết thúc. Vui lòng đăng nhập lại.'),
  ).toBeVisible();
  await desk.close();
  await tablet.close();
});
