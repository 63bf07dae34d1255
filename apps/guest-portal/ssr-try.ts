import { chromium } from '@playwright/test';
import { hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { arrivalDateOf, demoReservations } from '@portal/guest-api/demo-reservations';

const base = process.env.BASE ?? 'http://127.0.0.1:9801';
const demo = demoReservations('ESG').find((d) => d.number === 'ESG1001')!;
const guest = demo.guests[0]!;
const body = { reservation: demo.number, arrivalDate: arrivalDateOf(demo, hotelToday('Asia/Ho_Chi_Minh')), surname: guest.lastName };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const logs: string[] = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
const signIn = await page.request.post(`${base}/api/auth/sign-in`, { data: body, headers: { 'x-hotel-key': '10' } });
console.log('sign-in', signIn.status());
const csrf = (await signIn.json()).csrfToken;
for (const route of (process.env.ROUTES ?? '/home').split(',')) {
  logs.length = 0;
  const html = await (await page.request.get(`${base}${route}`)).text();
  await page.goto(`${base}${route}`);
  await page.waitForTimeout(2500);
  console.log(route, 'html has guest:', html.includes(guest.lastName), 'len', html.length);
  console.log(logs.join('\n'));
  await page.screenshot({ path: `/tmp/ssrtry/${route.replace(/\W/g, '_')}.png` });
}
void csrf;
await browser.close();
