import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@portal/api-client/staff-contract/staff-accounts';
import type { AuditEntry } from '@portal/api-client/staff-contract/audit-log';
import {
  demoStaff,
  signInStaff,
  staffCall,
  staffCookieIn,
  type StaffSignedIn,
} from './staff-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

async function accountId(hotel: string, email: string): Promise<number> {
  const row = await server.store
    .selectFrom('staff_accounts as a')
    .innerJoin('hotels as h', 'h.id', 'a.hotel_id')
    .select('a.id')
    .where('h.code', '=', hotel)
    .where('a.email', '=', email)
    .executeTakeFirst();
  return Number(row?.id);
}

describe('staff sign-in', () => {
  it('signs a demo account in: its session, its hotel, a CSRF token, idle and absolute ends', async () => {
    const before = server.clock.now.getTime();
    const { session } = await signInStaff(server, 'ESG', 'kitchen');
    expect(session.staff).toMatchObject({ email: 'kitchen@esg.demo', role: 'kitchen' });
    expect(session.hotel.code).toBe('ESG');
    expect(session.csrfToken.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(session.idleExpiresAt) - before).toBe(30 * MINUTE);
    expect(Date.parse(session.expiresAt) - before).toBe(12 * 60 * MINUTE);
  });

  it('takes the e-mail in any case', async () => {
    const { password } = demoStaff('ESG', 'concierge');
    const answer = await server.call('POST', '/api/staff/session', {
      body: { email: '  Concierge@ESG.demo ', password },
    });
    expect(answer.status).toBe(200);
  });

  it('answers one STAFF_SIGN_IN_FAILED for a wrong password, an unknown e-mail, a disabled account and another hotel', async () => {
    const { email, password } = demoStaff('ESG', 'front-desk');
    const vct = demoStaff('VCT', 'front-desk');
    await server.store
      .updateTable('staff_accounts')
      .set({ disabled: 1 })
      .where('email', '=', 'kitchen@ehh.demo')
      .execute();
    const attempts = [
      { hotel: 'ESG', body: { email, password: `${password}x` } },
      { hotel: 'ESG', body: { email: 'nobody@esg.demo', password } },
      { hotel: 'EHH', body: demoStaff('EHH', 'kitchen') },
      // A VCT account's right password, sent to ESG.
      { hotel: 'ESG', body: { email: vct.email, password: vct.password } },
    ] as const;
    for (const { hotel, body } of attempts) {
      const answer = await server.call('POST', '/api/staff/session', {
        hotel,
        body: { email: body.email, password: body.password },
      });
      expect({ hotel, email: body.email, status: answer.status, body: answer.body }).toEqual({
        hotel,
        email: body.email,
        status: 401,
        body: { code: 'STAFF_SIGN_IN_FAILED', message: 'The e-mail or password is not right' },
      });
      expect(staffCookieIn(answer)).toBeNull();
    }
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, on /api/staff, not Secure over plain HTTP', async () => {
    const { email, password } = demoStaff('ESG', 'manager');
    const answer = await server.call('POST', '/api/staff/session', { body: { email, password } });
    const header = answer.headers.getSetCookie().find((line) => line.startsWith('portal_staff='));
    expect(header).toBeDefined();
    const attributes = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api/staff');
    expect(attributes).not.toContain('secure');
    // The token is 32 random bytes; the database keeps only its hash.
    const token = (header ?? '').split(';')[0]?.slice('portal_staff='.length) ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await server.store.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('is Secure behind a trusted TLS proxy', async () => {
    const behindProxy = await startTestServer({ trustProxy: 1 });
    try {
      const { email, password } = demoStaff('ESG', 'manager');
      const answer = await behindProxy.call('POST', '/api/staff/session', {
        body: { email, password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      const header = answer.headers.getSetCookie().find((line) => line.startsWith('portal_staff='));
      expect(header?.split(';').map((part) => part.trim().toLowerCase())).toContain('secure');
    } finally {
      await behindProxy.close();
    }
  });

  it('is not believed from a client claiming TLS when no proxy is trusted', async () => {
    const { email, password } = demoStaff('ESG', 'manager');
    const answer = await server.call('POST', '/api/staff/session', {
      body: { email, password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const header = answer.headers.getSetCookie().find((line) => line.startsWith('portal_staff='));
    expect(header?.toLowerCase()).not.toContain('secure');
  });
});

describe('CSRF', () => {
  it('refuses a write without the token or with a wrong one (403 CSRF_REJECTED), takes the right one', async () => {
    const manager = await signInStaff(server, 'ESG', 'manager');
    const id = await accountId('ESG', 'concierge@esg.demo');
    const url = `/api/staff/accounts/${id}`;
    const body = { name: 'Thu (concierge desk)' };
    for (const csrf of [null, 'wrong-token', `${manager.csrfToken.slice(1)}x`]) {
      const answer = await staffCall(server, manager, 'PATCH', url, { body, csrf });
      expect({ csrf, status: answer.status, code: answer.body.code }).toEqual({
        csrf,
        status: 403,
        code: 'CSRF_REJECTED',
      });
    }
    expect(
      (await staffCall(server, manager, 'GET', '/api/staff/accounts', { csrf: null })).status,
    ).toBe(200);
    const right = await staffCall<StaffAccount>(server, manager, 'PATCH', url, { body });
    expect(right.status).toBe(200);
    expect(right.body.name).toBe('Thu (concierge desk)');
  });

  it('is not the token of another session of the same account', async () => {
    const first = await signInStaff(server, 'ESG', 'front-desk');
    const second = await signInStaff(server, 'ESG', 'front-desk');
    const answer = await staffCall(server, first, 'POST', '/api/staff/session/sign-out', {
      csrf: second.csrfToken,
    });
    expect(answer.status).toBe(403);
  });
});

describe('session ends', () => {
  it('after 30 idle minutes; each call starts the 30 minutes again', async () => {
    const start = new Date();
    server.clock.now = start;
    const staff = await signInStaff(server, 'ESG', 'kitchen');
    server.clock.now = new Date(start.getTime() + 29 * MINUTE);
    const kept = await staffCall(server, staff, 'GET', '/api/staff/session');
    expect(kept.status).toBe(200);
    expect(Date.parse(String(kept.body.idleExpiresAt))).toBe(start.getTime() + 59 * MINUTE);
    server.clock.now = new Date(start.getTime() + 58 * MINUTE);
    expect((await staffCall(server, staff, 'GET', '/api/staff/session')).status).toBe(200);
    server.clock.now = new Date(start.getTime() + 88 * MINUTE + 1);
    const ended = await staffCall(server, staff, 'GET', '/api/staff/session');
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('STAFF_UNAUTHENTICATED');
    server.clock.now = new Date();
  });

  it('12 hours after sign-in, however busy', async () => {
    const start = new Date();
    server.clock.now = start;
    const staff = await signInStaff(server, 'ESG', 'kitchen');
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      server.clock.now = new Date(start.getTime() + minutes * MINUTE);
      expect((await staffCall(server, staff, 'GET', '/api/staff/session')).status).toBe(200);
    }
    server.clock.now = new Date(start.getTime() + 12 * 60 * MINUTE);
    expect((await staffCall(server, staff, 'GET', '/api/staff/session')).status).toBe(401);
    server.clock.now = new Date();
  });

  it('on sign-out: that session only, and the cookie is cleared', async () => {
    const phone = await signInStaff(server, 'ESG', 'concierge');
    const desk = await signInStaff(server, 'ESG', 'concierge');
    const answer = await staffCall(server, phone, 'POST', '/api/staff/session/sign-out');
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toMatch(
      /portal_staff=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await staffCall(server, phone, 'GET', '/api/staff/session')).status).toBe(401);
    expect((await staffCall(server, desk, 'GET', '/api/staff/session')).status).toBe(200);
  });

  it('everywhere: every session of the account, no one else', async () => {
    const phone = await signInStaff(server, 'VCT', 'front-desk');
    const desk = await signInStaff(server, 'VCT', 'front-desk');
    const colleague = await signInStaff(server, 'VCT', 'kitchen');
    const answer = await staffCall(server, phone, 'POST', '/api/staff/session/sign-out-everywhere');
    expect(answer.status).toBe(200);
    expect((await staffCall(server, phone, 'GET', '/api/staff/session')).status).toBe(401);
    expect((await staffCall(server, desk, 'GET', '/api/staff/session')).status).toBe(401);
    expect((await staffCall(server, colleague, 'GET', '/api/staff/session')).status).toBe(200);
  });
});

describe('guests and staff stay apart', () => {
  it('a guest token opens no staff call (401 STAFF_UNAUTHENTICATED)', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    for (const [method, url] of [
      ['GET', '/api/staff/session'],
      ['GET', '/api/staff/accounts'],
      ['GET', '/api/staff/audit-log'],
    ] as const) {
      const answer = await server.call(method, url, { token });
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 401,
        code: 'STAFF_UNAUTHENTICATED',
      });
    }
  });

  it('a staff cookie opens no guest call (401 UNAUTHENTICATED)', async () => {
    const manager = await signInStaff(server, 'ESG', 'manager');
    for (const url of ['/api/customer-flow/me', '/api/reservation', '/api/room-service/orders']) {
      const answer = await server.call('GET', url, {
        headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrfToken },
      });
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it("a session of hotel A sent with hotel B's key is no session, and shows nothing of B", async () => {
    const esgManager = await signInStaff(server, 'ESG', 'manager');
    for (const hotel of ['VCT', 'EHH'] as const) {
      for (const url of ['/api/staff/session', '/api/staff/accounts', '/api/staff/audit-log']) {
        const answer = await staffCall(server, esgManager, 'GET', url, { hotel });
        expect({ hotel, url, status: answer.status }).toEqual({ hotel, url, status: 401 });
      }
    }
  });

  it("a manager cannot change another hotel's account (404)", async () => {
    const esgManager = await signInStaff(server, 'ESG', 'manager');
    const vctKitchen = await accountId('VCT', 'kitchen@vct.demo');
    const answer = await staffCall(
      server,
      esgManager,
      'PATCH',
      `/api/staff/accounts/${vctKitchen}`,
      {
        body: { disabled: true },
      },
    );
    expect(answer.status).toBe(404);
    const row = await server.store
      .selectFrom('staff_accounts')
      .select('disabled')
      .where('id', '=', vctKitchen)
      .executeTakeFirst();
    expect(row?.disabled).toBe(0);
  });
});

describe('staff accounts', () => {
  let manager: StaffSignedIn;
  beforeAll(async () => {
    manager = await signInStaff(server, 'EHH', 'manager');
  });

  it("lists only the hotel's accounts", async () => {
    const answer = await staffCall<{ accounts: StaffAccount[] }>(
      server,
      manager,
      'GET',
      '/api/staff/accounts',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.accounts.length).toBeGreaterThanOrEqual(4);
    expect(answer.body.accounts.every((account) => account.email.endsWith('@ehh.demo'))).toBe(true);
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password/i);
  });

  it('adds an account that signs in, hashed with argon2id; the same e-mail twice is STAFF_EMAIL_TAKEN', async () => {
    const body = {
      email: 'New.Cook@EHH.example',
      name: 'Nam',
      role: 'kitchen',
      password: 'pho bo tai chin 2026',
    };
    const added = await staffCall<StaffAccount>(server, manager, 'POST', '/api/staff/accounts', {
      body,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      email: 'new.cook@ehh.example',
      role: 'kitchen',
      disabled: false,
      lastSignInAt: null,
    });
    const stored = await server.store
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('id', '=', added.body.id)
      .executeTakeFirst();
    expect(String(stored?.password_hash)).toMatch(/^\$argon2id\$v=19\$/);
    const signIn = await server.call('POST', '/api/staff/session', {
      hotel: 'EHH',
      body: { email: 'new.cook@ehh.example', password: body.password },
    });
    expect(signIn.status).toBe(200);
    const again = await staffCall(server, manager, 'POST', '/api/staff/accounts', {
      body: { ...body, email: 'new.cook@ehh.example' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('STAFF_EMAIL_TAKEN');
  });

  it('refuses a password shorter than 12 characters or a common one (PASSWORD_TOO_WEAK)', async () => {
    const id = await accountId('EHH', 'frontdesk@ehh.demo');
    for (const password of ['short pass1', 'passwordpassword', 'Qwertyuiop123', '123456789012']) {
      const added = await staffCall(server, manager, 'POST', '/api/staff/accounts', {
        body: { email: 'weak@ehh.example', name: 'Weak', role: 'concierge', password },
      });
      const changed = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
        body: { password },
      });
      expect({ password, added: added.body.code, changed: changed.body.code }).toEqual({
        password,
        added: 'PASSWORD_TOO_WEAK',
        changed: 'PASSWORD_TOO_WEAK',
      });
      expect(added.status).toBe(400);
    }
    const accounts = await staffCall<{ accounts: StaffAccount[] }>(
      server,
      manager,
      'GET',
      '/api/staff/accounts',
    );
    expect(accounts.body.accounts.map((account) => account.email)).not.toContain(
      'weak@ehh.example',
    );
  });

  it("refuses a password guessed soon: repeated, in sequence, the account's own e-mail or name, the hotel's name (PASSWORD_TOO_WEAK)", async () => {
    const id = await accountId('EHH', 'frontdesk@ehh.demo');
    const body = { email: 'lan.weak@ehh.example', name: 'Lan Nguyen', role: 'concierge' };
    const trivial = ['aaaaaaaaaaaa', ' '.repeat(12), 'abcdefghijkl', 'EHH Hoi An Heritage'];
    for (const password of [...trivial, 'lan.weak@ehh.example', 'LanNguyen2026']) {
      const added = await staffCall(server, manager, 'POST', '/api/staff/accounts', {
        body: { ...body, password },
      });
      expect({ password, code: added.body.code }).toEqual({ password, code: 'PASSWORD_TOO_WEAK' });
      expect(added.status).toBe(400);
    }
    // The hotel's demo passwords are printed by npm start: anyone's.
    const published = ['front-desk-demo-ehh-2026', 'manager-demo-ehh-2026'];
    for (const password of [...trivial, 'frontdesk@ehh.demo', 'EhhHoiAnHeritage', ...published]) {
      const changed = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
        body: { password },
      });
      expect({ password, code: changed.body.code }).toEqual({
        password,
        code: 'PASSWORD_TOO_WEAK',
      });
    }
    // A passphrase of unrelated words is strong enough.
    const strong = await staffCall(server, manager, 'POST', '/api/staff/accounts', {
      body: { ...body, password: 'lantern orchid ferry 4271' },
    });
    expect(strong.status).toBe(201);
  });

  it("a role change counts at once; disabling ends the account's sessions and its sign-in", async () => {
    const concierge = await signInStaff(server, 'EHH', 'concierge');
    const id = concierge.session.staff.id;
    await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { role: 'manager' },
    });
    expect((await staffCall(server, concierge, 'GET', '/api/staff/accounts')).status).toBe(200);
    await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { role: 'concierge' },
    });
    expect((await staffCall(server, concierge, 'GET', '/api/staff/accounts')).status).toBe(403);
    const disabled = await staffCall<StaffAccount>(
      server,
      manager,
      'PATCH',
      `/api/staff/accounts/${id}`,
      { body: { disabled: true } },
    );
    expect(disabled.body.disabled).toBe(true);
    expect((await staffCall(server, concierge, 'GET', '/api/staff/session')).status).toBe(401);
    const { email, password } = demoStaff('EHH', 'concierge');
    expect(
      (await server.call('POST', '/api/staff/session', { hotel: 'EHH', body: { email, password } }))
        .status,
    ).toBe(401);
    // Its printed demo password would be anyone's: it comes back only with a new one.
    const enabled = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { disabled: false },
    });
    expect(enabled.status).toBe(409);
    expect(enabled.body.code).toBe('NEW_PASSWORD_REQUIRED');
    const same = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { disabled: false, password },
    });
    expect(same.body.code).toBe('PASSWORD_TOO_WEAK');
    const renewed = await staffCall<StaffAccount>(
      server,
      manager,
      'PATCH',
      `/api/staff/accounts/${id}`,
      { body: { disabled: false, password: 'lantern orchid ferry 4271' } },
    );
    expect(renewed.body.disabled).toBe(false);
    const signIn = (tried: string) =>
      server.call('POST', '/api/staff/session', { hotel: 'EHH', body: { email, password: tried } });
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn('lantern orchid ferry 4271')).status).toBe(200);
  });

  it("changes the manager's own password only with the current one; another account's without", async () => {
    const id = manager.session.staff.id;
    const { password } = demoStaff('EHH', 'manager');
    const change = (body: Record<string, string>) =>
      staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, { body });
    const missing = await change({ password: 'lantern orchid ferry 4271' });
    expect([missing.status, missing.body.code]).toEqual([400, 'CURRENT_PASSWORD_REQUIRED']);
    const wrong = await change({
      password: 'lantern orchid ferry 4271',
      currentPassword: `${password}x`,
    });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'CURRENT_PASSWORD_WRONG']);
    const right = await change({
      password: 'lantern orchid ferry 4271',
      currentPassword: password,
    });
    expect(right.status).toBe(200);
    const other = await accountId('EHH', 'kitchen@ehh.demo');
    const reset = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${other}`, {
      body: { password: 'saffron kettle harbour 88' },
    });
    expect(reset.status).toBe(200);
  });

  it('keeps an active manager: the last one cannot be disabled or lose the role (409 LAST_MANAGER)', async () => {
    const id = manager.session.staff.id;
    for (const body of [{ disabled: true }, { role: 'front-desk' }]) {
      const answer = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
        body,
      });
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 409,
        code: 'LAST_MANAGER',
      });
    }
    const row = await server.store
      .selectFrom('staff_accounts')
      .select(['role', 'disabled'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({ role: 'manager', disabled: 0 });
    // With a second manager, the first may step down.
    const second = await staffCall<StaffAccount>(server, manager, 'POST', '/api/staff/accounts', {
      body: {
        email: 'deputy@ehh.example',
        name: 'Deputy',
        role: 'manager',
        password: 'deputy manager of ehh',
      },
    });
    expect(second.status).toBe(201);
    const stepDown = await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { role: 'front-desk' },
    });
    expect(stepDown.status).toBe(200);
  });
});

describe('the audit log', () => {
  it('records sign-ins and account changes, newest first, for the manager of that hotel only', async () => {
    const manager = await signInStaff(server, 'ESG', 'manager');
    const id = await accountId('ESG', 'frontdesk@esg.demo');
    await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { name: 'Linh', password: 'a brand new front desk secret' },
    });
    await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { disabled: true },
    });
    await staffCall(server, manager, 'PATCH', `/api/staff/accounts/${id}`, {
      body: { disabled: false },
    });
    const page = await staffCall<{ entries: AuditEntry[] }>(
      server,
      manager,
      'GET',
      '/api/staff/audit-log?limit=4',
    );
    expect(page.status).toBe(200);
    expect(
      page.body.entries.map((entry) => [entry.action, entry.subject, entry.staffName]),
    ).toEqual([
      ['staff-account-enabled', 'frontdesk@esg.demo', 'Minh (manager)'],
      ['staff-account-disabled', 'frontdesk@esg.demo', 'Minh (manager)'],
      ['staff-account-changed', 'frontdesk@esg.demo (name, password)', 'Minh (manager)'],
      ['staff-signed-in', '', 'Minh (manager)'],
    ]);
    expect(JSON.stringify(page.body)).not.toContain('a brand new front desk secret');
    const last = page.body.entries.at(-1)?.id ?? 0;
    const older = await staffCall<{ entries: AuditEntry[] }>(
      server,
      manager,
      'GET',
      `/api/staff/audit-log?before=${last}&limit=200`,
    );
    expect(older.body.entries.every((entry) => entry.id < last)).toBe(true);
    const vctManager = await signInStaff(server, 'VCT', 'manager');
    const vctLog = await staffCall<{ entries: AuditEntry[] }>(
      server,
      vctManager,
      'GET',
      '/api/staff/audit-log',
    );
    expect(vctLog.body.entries.map((entry) => entry.subject)).not.toContain('frontdesk@esg.demo');
  });

  it('refuses a page larger than 200 (400)', async () => {
    const manager = await signInStaff(server, 'ESG', 'manager');
    const answer = await staffCall(server, manager, 'GET', '/api/staff/audit-log?limit=201');
    expect(answer.status).toBe(400);
  });
});
