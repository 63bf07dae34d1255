import type { Order } from '@portal/api-client/contract/room-service';
import { addDays, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageSender } from '../src/features/guest-messages/message-sender.ts';
import { hashToken } from '../src/platform/sessions/access-tokens.ts';
import { enqueueGuestPush } from '../src/platform/push/guest-push.ts';
import { pushServices } from '../src/features/web-push/push-services.ts';
import { createPushSubscriptions } from '../src/platform/push/push-subscriptions.ts';
import { vapidKeysOf } from '../src/platform/push/vapid-keys.ts';
import { startPushService, type TestDevice, type TestPushService } from './support/push-service.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { firstIdOf, startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let push: TestPushService;
let sender: MessageSender;
let kitchen: StaffSignedIn;
let desk: StaffSignedIn;

beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({
    mail: {
      transport: null,
      // The tests send what is due themselves and move the clock rather than wait for a retry.
      pollMs: 3_600_000,
      retryBaseMs: 60_000,
      onSender: (created) => {
        sender = created;
      },
    },
    webPush: { subject: 'mailto:stay@esg.example', fetch: push.fetch, services: ['push.test'] },
  });
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
  desk = await signInStaff(server, 'ESG', 'front-desk');
});
afterAll(async () => {
  await server.close();
  await push.close();
});
beforeEach(async () => {
  server.clock.now = new Date();
  push.received.length = 0;
  // Each test's devices only: a guest's earlier subscriptions would receive its pushes too.
  await server.store.deleteFrom('push_subscriptions').execute();
});

const subscribe = (token: string, device: TestDevice | Record<string, unknown>) =>
  server.call<{ code?: string }>('PUT', '/api/push/subscription', {
    token,
    body: 'ecdh' in device ? { endpoint: device.endpoint, keys: device.keys } : device,
  });

const unsubscribe = (token: string, endpoint: string) =>
  server.call<{ code?: string }>('DELETE', '/api/push/subscription', {
    token,
    body: { endpoint },
  });

/** Sends every push (and e-mail) due now; answers what the push service received. */
async function sendDue() {
  await sender.idle();
  while ((await sender.runOnce()) > 0);
  return push.received;
}

const pushOf = (endpoint: string) =>
  server.store
    .selectFrom('guest_messages')
    .select(['state', 'attempts', 'reason', 'next_attempt_at'])
    .where('channel', '=', 'push')
    .where('recipient', '=', endpoint)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const kept = async (endpoint: string) =>
  (await server.store
    .selectFrom('push_subscriptions')
    .select('guest_id')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()) ?? null;

let orders = 0;
async function placeOrder(token: string): Promise<Order> {
  orders += 1;
  const answer = await server.call<Order>('POST', '/api/room-service/orders', {
    token,
    headers: { 'idempotency-key': `web-push-order-${String(orders).padStart(4, '0')}` },
    body: { lines: [{ itemId: await firstIdOf(server.store, 'menu_items', 'ESG'), quantity: 1 }] },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body;
}

const moveOrder = (id: number, body: unknown) =>
  staffCall<{ code?: string }>(server, kitchen, 'POST', `/api/staff/orders/${id}/status`, {
    body,
  });

async function reservationIdOf(number: string): Promise<number> {
  const row = await server.store
    .selectFrom('reservations')
    .select('id')
    .where('reservation_number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function speaks(number: string, language: 'en' | 'vi' | null) {
  await server.store
    .updateTable('reservations')
    .set({ language })
    .where('id', '=', await reservationIdOf(number))
    .execute();
}

describe('the VAPID key and subscriptions', () => {
  it('gives a signed-in guest the P-256 public key kept in the database, the same on every call', async () => {
    expect((await server.call('GET', '/api/push/key')).status).toBe(401);
    const token = await server.signIn('ESG', 'ESG1001');
    const first = await server.call<{ publicKey: string }>('GET', '/api/push/key', { token });
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const again = await server.call<{ publicKey: string }>('GET', '/api/push/key', { token });
    expect(again.body.publicKey).toBe(first.body.publicKey);
    const row = await server.store
      .selectFrom('web_push_keys')
      .select('public_key')
      .executeTakeFirstOrThrow();
    expect(row.public_key).toBe(first.body.publicKey);
  });

  it('makes one key pair for every instance on the database, even when they ask at once', async () => {
    await server.store.deleteFrom('web_push_keys').execute();
    const [first, second] = await Promise.all([
      vapidKeysOf(server.store)(),
      vapidKeysOf(server.store)(),
    ]);
    expect(second).toEqual(first);
    const rows = await server.store.selectFrom('web_push_keys').selectAll().execute();
    expect(rows.map((row) => row.public_key)).toEqual([first?.publicKey]);
    // Keys from the environment win over the kept pair.
    const given = { publicKey: 'given-public', privateKey: 'given-private' };
    expect(await vapidKeysOf(server.store, given)()).toEqual(given);
  });

  it('keeps a valid subscription (204) and refuses anything else as 400, and a guest not signed in as 401', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const device = push.device('valid-phone');
    expect((await subscribe(token, device)).status).toBe(204);
    expect(await kept(device.endpoint)).toEqual({
      guest_id: await server.guestId('ESG', 'ESG1001'),
    });
    const { endpoint, keys } = device;
    for (const wrong of [
      { endpoint: 'http://push.test/plain-http', keys },
      { endpoint: 'not a url', keys },
      { endpoint },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { p256dh: 'not base64url!', auth: keys.auth } },
      { endpoint: `https://push.test/${'x'.repeat(1000)}`, keys },
      // Only a push service: never an address of the guest's choosing.
      { endpoint: 'https://intranet.hotel.example/admin', keys },
      { endpoint: 'https://push.test.attacker.example/x', keys },
    ]) {
      const answer = await subscribe(token, wrong);
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await subscribe('', device)).status).toBe(401);
    expect((await unsubscribe('', device.endpoint)).status).toBe(401);
  });

  it("lets a guest remove only their own subscription: another guest's DELETE changes nothing", async () => {
    const owner = await server.signIn('ESG', 'ESG1001');
    const stranger = await server.signIn('ESG', 'ESG1002');
    const device = push.device('owners-phone');
    await subscribe(owner, device);
    expect((await unsubscribe(stranger, device.endpoint)).status).toBe(204);
    expect(await kept(device.endpoint)).not.toBeNull();
    expect((await unsubscribe(owner, device.endpoint)).status).toBe(204);
    expect(await kept(device.endpoint)).toBeNull();
  });

  it("removes the device of the session that signs out, and keeps the guest's other devices", async () => {
    const phoneSession = await server.signIn('ESG', 'ESG1001');
    const laptopSession = await server.signIn('ESG', 'ESG1001');
    const phone = push.device('signed-out-phone');
    const laptop = push.device('still-signed-in-laptop');
    await subscribe(phoneSession, phone);
    await subscribe(laptopSession, laptop);
    expect((await server.call('POST', '/api/auth/sign-out', { token: phoneSession })).status).toBe(
      200,
    );
    expect(await kept(phone.endpoint)).toBeNull();
    expect(await kept(laptop.endpoint)).not.toBeNull();
  });
});

describe('the push services a subscription may name', () => {
  it("are the browsers' own by default, a host covering its subdomains", () => {
    const known = pushServices();
    expect(known('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(known('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(known('https://wns2-db5p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(known('https://web.push.apple.com/abc')).toBe(true);
    expect(known('https://push.test/abc')).toBe(false);
    expect(known('https://fcm.googleapis.com.attacker.example/abc')).toBe(false);
    expect(known('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
  });
});

describe('subscriptions whose session has ended', () => {
  it('are swept, while a live session keeps its device', async () => {
    const ended = await server.signIn('ESG', 'ESG1001');
    const live = await server.signIn('ESG', 'ESG1001');
    const old = push.device('ended-session-phone');
    const current = push.device('live-session-phone');
    await subscribe(ended, old);
    await subscribe(live, current);
    const endedHash = hashToken(ended);
    const expired = await server.store
      .updateTable('sessions')
      .set({ expires_at: new Date(server.clock.now.getTime() - 1000).toISOString() })
      .where('token_hash', '=', endedHash)
      .executeTakeFirst();
    expect(Number(expired.numUpdatedRows)).toBe(1);
    expect(await createPushSubscriptions(server.store).sweep(server.clock.now)).toBe(1);
    expect(await kept(old.endpoint)).toBeNull();
    expect(await kept(current.endpoint)).not.toBeNull();
  });
});

describe('pushes through the outbox to a local push service', () => {
  it("tells the guest who ordered of each new state of the order, decrypted by the device's keys, in their language", async () => {
    await speaks('ESG1001', null);
    const token = await server.signIn('ESG', 'ESG1001');
    const phone = push.device('order-phone');
    const tablet = push.device('order-tablet');
    await subscribe(token, phone);
    await subscribe(token, tablet);
    const order = await placeOrder(token);
    expect((await moveOrder(order.id, { status: 'Preparing' })).status).toBe(200);
    const received = await sendDue();
    expect(received.map((one) => one.device).sort()).toEqual(['order-phone', 'order-tablet']);
    expect(received[0]?.payload).toEqual({
      title: 'ESG Hotel Saigon',
      body: `The kitchen is preparing order ${order.number}.`,
      path: `/order-success/${order.id}`,
      tag: `order-${order.number}`,
    });
    // Signed for the push service with the API's VAPID key, kept a day by it.
    expect(received[0]?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(received[0]?.headers['content-encoding']).toBe('aes128gcm');
    expect((await pushOf(phone.endpoint)).state).toBe('sent');

    push.received.length = 0;
    await speaks('ESG1001', 'vi');
    await moveOrder(order.id, { status: 'On its way' });
    expect((await sendDue()).map((one) => one.payload)).toContainEqual({
      title: 'ESG Hotel Saigon',
      body: `Đơn hàng ${order.number} đang được mang lên phòng của bạn.`,
      path: `/order-success/${order.id}`,
      tag: `order-${order.number}`,
    });
    await speaks('ESG1001', null);
    await unsubscribe(token, phone.endpoint);
    await unsubscribe(token, tablet.endpoint);
  });

  it('tells a refused order with the kitchen reason, only to the guest who ordered', async () => {
    const orderer = await server.signIn('ESG', 'ESG1001');
    const companionId = await server.guestId('ESG', 'ESG1001', false);
    const companion = await server.tokenFor(companionId);
    const ordererPhone = push.device('refused-orderer');
    const companionPhone = push.device('refused-companion');
    await subscribe(orderer, ordererPhone);
    await subscribe(companion, companionPhone);
    const order = await placeOrder(orderer);
    await moveOrder(order.id, { status: 'Refused', reason: 'The kitchen is closed' });
    const received = await sendDue();
    expect(received.map((one) => one.device)).toEqual(['refused-orderer']);
    expect(received[0]?.payload).toMatchObject({
      body: `The kitchen could not make order ${order.number}: The kitchen is closed`,
    });
    await unsubscribe(orderer, ordererPhone.endpoint);
    await unsubscribe(companion, companionPhone.endpoint);
  });

  it("tells every guest of the reservation that the room is ready and that the pre check-in was returned, each in the reservation's language", async () => {
    const arrivalDate = hotelToday('Asia/Ho_Chi_Minh', server.clock.now);
    const created = await staffCall<{ id: number }>(
      server,
      desk,
      'POST',
      '/api/staff/front-desk/reservations',
      {
        body: {
          reservationNumber: `PUSH${Date.now() % 100_000}`,
          arrivalDate,
          departureDate: addDays(arrivalDate, 2),
          roomType: 'Deluxe King',
          state: 'Confirmed',
          guests: [
            { firstName: 'Lan', lastName: 'Tran', email: '' },
            { firstName: 'Minh', lastName: 'Tran', email: '' },
          ],
          language: 'vi',
        },
      },
    );
    expect(created.status).toBe(201);
    const reservationId = created.body.id;
    const guests = await server.store
      .selectFrom('guests')
      .select('id')
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
    expect(guests).toHaveLength(2);
    const devices = await Promise.all(
      guests.map(async (guest) => {
        const device = push.device(`arrival-${guest.id}`);
        await subscribe(await server.tokenFor(guest.id), device);
        return device;
      }),
    );
    // The pre check-in was sent: the desk may return it.
    await server.store
      .updateTable('reservations')
      .set({ check_in_submitted_at: server.clock.now.toISOString() })
      .where('id', '=', reservationId)
      .execute();
    const deskMove = (path: string, body: unknown = {}) =>
      staffCall(
        server,
        desk,
        'POST',
        `/api/staff/front-desk/reservations/${reservationId}/${path}`,
        {
          body,
        },
      );
    expect((await deskMove('pre-check-in/return', { note: 'Add the passport' })).status).toBe(200);
    const returned = await sendDue();
    expect(returned.map((one) => one.device).sort()).toEqual(
      devices.map((device) => device.endpoint.slice('https://push.test/'.length)).sort(),
    );
    expect(returned[0]?.payload).toEqual({
      title: 'ESG Hotel Saigon',
      body: 'Lễ tân đã gửi lại thông tin làm thủ tục trước của bạn: vui lòng xem lại.',
      path: '/check-in',
      tag: 'pre-check-in-returned',
    });

    push.received.length = 0;
    await server.store
      .updateTable('reservations')
      .set({ language: 'en' })
      .where('id', '=', reservationId)
      .execute();
    expect((await deskMove('room', { roomNumber: '0815' })).status).toBe(200);
    expect((await deskMove('arrived')).status).toBe(200);
    const ready = await sendDue();
    expect(ready).toHaveLength(devices.length);
    expect(ready[0]?.payload).toEqual({
      title: 'ESG Hotel Saigon',
      body: 'Your room is ready. Welcome!',
      path: '/my-reservation',
      tag: 'room-ready',
    });
  });

  it("tells the guest of the hotel's reply in their thread, and no one else of the reservation", async () => {
    const writer = await server.signIn('ESG', 'ESG1001');
    const companion = await server.tokenFor(await server.guestId('ESG', 'ESG1001', false));
    const phone = push.device('reply-phone');
    const companionPhone = push.device('reply-companion');
    await subscribe(writer, phone);
    await subscribe(companion, companionPhone);
    const form = new FormData();
    form.append('fields', JSON.stringify({ text: 'Is the pool open tonight?' }));
    const sent = await server.call('POST', '/api/conversation/messages', {
      token: writer,
      raw: form,
      headers: { 'idempotency-key': `web-push-reply-${Date.now()}` },
    });
    expect(sent.status).toBe(201);
    const inbox = await staffCall<{ threads: { id: number; lastMessage: { text: string } }[] }>(
      server,
      desk,
      'GET',
      '/api/staff/inbox',
    );
    const thread = inbox.body.threads.find(
      (one) => one.lastMessage.text === 'Is the pool open tonight?',
    );
    if (!thread) throw new Error('The thread is not in the inbox');
    const replied = await server.call('POST', `/api/staff/inbox/${thread.id}/replies`, {
      hotel: 'ESG',
      body: { text: 'Until 22:00.' },
      headers: {
        cookie: desk.cookie,
        'x-csrf-token': desk.csrfToken,
        'idempotency-key': `web-push-desk-${Date.now()}`,
      },
    });
    expect(replied.status).toBe(201);
    const received = await sendDue();
    expect(received.map((one) => one.device)).toEqual(['reply-phone']);
    expect(received[0]?.payload).toEqual({
      title: 'ESG Hotel Saigon',
      body: 'The hotel replied to your message.',
      path: '/messages',
      tag: 'hotel-reply',
    });
    await unsubscribe(writer, phone.endpoint);
    await unsubscribe(companion, companionPhone.endpoint);
  });

  it('deletes a subscription the push service answers is gone (410, 404), and sends it nothing more', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const guestId = await server.guestId('ESG', 'ESG1001');
    for (const [name, status] of [
      ['gone-410', 410],
      ['gone-404', 404],
    ] as const) {
      const device = push.device(name);
      await subscribe(token, device);
      push.answer(name, status);
      expect(
        await enqueueGuestPush(
          server.store,
          { to: { guestId }, kind: 'hotel-reply', path: '/messages' },
          server.clock.now,
        ),
      ).toBe(1);
      await sendDue();
      expect(push.attempts(name)).toBe(1);
      expect(await kept(device.endpoint)).toBeNull();
      expect(await pushOf(device.endpoint)).toMatchObject({
        state: 'skipped',
        reason: 'subscription gone',
      });
      // Nothing is queued for a device that is gone.
      expect(
        await enqueueGuestPush(
          server.store,
          { to: { guestId }, kind: 'hotel-reply', path: '/messages' },
          server.clock.now,
        ),
      ).toBe(0);
    }
  });

  it('retries a push the push service failed (5xx, no answer) with backoff, and delivers it once it answers', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const guestId = await server.guestId('ESG', 'ESG1001');
    const device = push.device('flaky-phone');
    await subscribe(token, device);
    push.answer('flaky-phone', 503);
    await enqueueGuestPush(
      server.store,
      { to: { guestId }, kind: 'hotel-reply', path: '/messages' },
      server.clock.now,
    );
    await sendDue();
    const first = await pushOf(device.endpoint);
    expect(first).toMatchObject({ state: 'scheduled', attempts: 1 });
    expect(first.reason).toContain('503');
    expect(Date.parse(first.next_attempt_at) - server.clock.now.getTime()).toBe(60_000);

    // Not due again before its backoff; then the network drops the request: retried later again.
    await sendDue();
    expect(push.attempts('flaky-phone')).toBe(1);
    push.answer('flaky-phone', 'drop');
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await sendDue();
    const second = await pushOf(device.endpoint);
    expect(second).toMatchObject({ state: 'scheduled', attempts: 2 });
    expect(Date.parse(second.next_attempt_at) - server.clock.now.getTime()).toBe(120_000);

    push.answer('flaky-phone', 201);
    server.clock.now = new Date(server.clock.now.getTime() + 120_000);
    const received = await sendDue();
    expect(received.map((one) => one.payload)).toEqual([
      {
        title: 'ESG Hotel Saigon',
        body: 'The hotel replied to your message.',
        path: '/messages',
        tag: 'hotel-reply',
      },
    ]);
    expect(push.attempts('flaky-phone')).toBe(3);
    expect((await pushOf(device.endpoint)).state).toBe('sent');
    expect(await kept(device.endpoint)).not.toBeNull();
    await unsubscribe(token, device.endpoint);
  });

  it('shows the staff only e-mails in the outbox, never the pushes', async () => {
    const reservationId = await reservationIdOf('ESG1001');
    const answer = await staffCall<{ messages: { to: string }[] }>(
      server,
      desk,
      'GET',
      `/api/staff/front-desk/reservations/${reservationId}/messages`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.messages.some((message) => message.to.startsWith('https://'))).toBe(false);
  });
});
