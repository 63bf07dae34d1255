import { addDays, hotelInstant, hotelToday } from '@portal/api-client/rules/hotel-calendar';
import type { FrontDeskReservation } from '@portal/api-client/staff-contract/front-desk';
import type {
  GuestMessage,
  MessageSettings,
} from '@portal/api-client/staff-contract/guest-messages';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { atSendHour } from '../src/platform/outbox/outbox.ts';
import type { MessageSender } from '../src/features/guest-messages/message-sender.ts';
import { openMailBox, type MailBox } from './support/mail-box.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { sessionTokenOf, startTestServer, type TestServer } from './test-server.ts';

const ZONE = 'Asia/Ho_Chi_Minh';
const PORTAL = 'https://portal.esg.example';

let server: TestServer;
let box: MailBox;
let sender: MessageSender;
let desk: StaffSignedIn;
let manager: StaffSignedIn;
let serial = 0;

beforeAll(async () => {
  box = await openMailBox();
  server = await startTestServer({
    mail: {
      transport: box.transport(),
      mailFrom: 'stay@esg.example',
      portalPublicUrl: PORTAL,
      // A minute, then two: the tests move the clock rather than wait.
      retryBaseMs: 60_000,
      pollMs: 3_600_000,
      onSender: (created) => {
        sender = created;
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  await box.stop();
});
beforeEach(async () => {
  server.clock.now = new Date();
  box.received.length = 0;
  desk = await signInStaff(server, 'ESG', 'front-desk');
  manager = await signInStaff(server, 'ESG', 'manager');
});

const today = () => hotelToday(ZONE, server.clock.now);

async function createReservation(
  arrivalInDays: number,
  guests: { firstName: string; lastName: string; email: string }[],
  language?: 'en' | 'vi',
): Promise<FrontDeskReservation> {
  serial += 1;
  const arrivalDate = addDays(today(), arrivalInDays);
  const answer = await staffCall<FrontDeskReservation>(
    server,
    desk,
    'POST',
    '/api/staff/front-desk/reservations',
    {
      body: {
        reservationNumber: `MAIL${Date.now() % 100_000}${serial}`,
        arrivalDate,
        departureDate: addDays(arrivalDate, 2),
        roomType: 'Deluxe King',
        state: 'Confirmed',
        guests,
        ...(language ? { language } : {}),
      },
    },
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

const guest = (name: string) => ({
  firstName: name,
  lastName: 'Tester',
  email: `${name.toLowerCase()}.${serial + 1}@guest.example`,
});

async function messagesOf(reservationId: number): Promise<GuestMessage[]> {
  const answer = await staffCall<{ messages: GuestMessage[] }>(
    server,
    desk,
    'GET',
    `/api/staff/front-desk/reservations/${reservationId}/messages`,
  );
  expect(answer.status).toBe(200);
  return answer.body.messages;
}

/**
 * Sends what is due now and answers what arrived for these guests (the tests move the clock, so
 * earlier tests' scheduled messages fall due too).
 */
async function sendDue(...guests: { email: string }[]): Promise<ParsedMail[]> {
  // A staff call may have woken the sender: its round ends first.
  await sender.idle();
  while ((await sender.runOnce()) > 0);
  return box.received.filter((mail) => guests.some((guest) => box.to(guest.email).includes(mail)));
}

function linkIn(mail: ParsedMail): URL {
  const found = /https:\/\/portal\.esg\.example\/auth\?token=[\w-]+/.exec(mail.text ?? '');
  if (!found) throw new Error(`No sign-in link in ${mail.subject}`);
  return new URL(found[0]);
}

const exchange = (token: string) =>
  server.call<{ code?: string }>('POST', '/api/auth/token-exchange', {
    body: { token },
  });

describe('guest e-mails through a real SMTP server', () => {
  it('invites every guest with an e-mail at once when the arrival is closer than the days before, each with their own single-use link', async () => {
    const anna = guest('Anna');
    const ben = guest('Ben');
    const reservation = await createReservation(3, [anna, ben, { ...guest('Cai'), email: '' }]);
    const mails = await sendDue(anna, ben);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your stay at ESG Hotel Saigon: check in online',
      'Your stay at ESG Hotel Saigon: check in online',
    ]);
    const [toAnna] = box.to(anna.email);
    const [toBen] = box.to(ben.email);
    if (!toAnna || !toBen) throw new Error('an invitation is missing');
    expect(toAnna.from?.value[0]?.address).toBe('stay@esg.example');
    expect(toAnna.messageId).toMatch(/^<[0-9a-f-]{36}@esg\.example>$/);
    expect(toAnna.html).toContain('Check in online');
    expect(toAnna.text).toContain('Dear Anna Tester');

    // Each link signs its own guest in, once.
    const annaLink = linkIn(toAnna);
    const token = annaLink.searchParams.get('token') ?? '';
    const first = await exchange(token);
    expect(first.status).toBe(200);
    const me = await server.call<{ firstName: string }>('GET', '/api/customer-flow/me', {
      token: sessionTokenOf(first),
    });
    expect(me.body.firstName).toBe('Anna');
    expect((await exchange(token)).body.code).toBe('SIGN_IN_LINK_INVALID');
    expect(linkIn(toBen).searchParams.get('token')).not.toBe(token);

    const listed = await messagesOf(reservation.id);
    expect(listed.filter((m) => m.kind === 'invitation').map((m) => [m.to, m.state])).toEqual(
      expect.arrayContaining([
        [anna.email, 'sent'],
        [ben.email, 'sent'],
      ]),
    );
    // The reminder waits for the day before arrival, for the primary guest only.
    expect(
      listed.filter((m) => m.kind === 'reminder').map((m) => [m.to, m.state, m.dueAt]),
    ).toEqual([
      [anna.email, 'scheduled', atSendHour(addDays(reservation.arrivalDate, -1), 9, ZONE)],
    ]);
  });

  it("schedules the invitation 7 days before arrival at 09:00 on the hotel's clock, and the link expires with the stay", async () => {
    const dora = guest('Dora');
    const reservation = await createReservation(20, [dora]);
    expect(await sendDue(dora)).toEqual([]);
    const [invitation] = (await messagesOf(reservation.id)).filter((m) => m.kind === 'invitation');
    const due = hotelInstant(addDays(reservation.arrivalDate, -7), '09:00', ZONE);
    expect(invitation?.dueAt).toBe(due);
    server.clock.now = new Date(Date.parse(due) - 60_000);
    expect(await sendDue(dora)).toEqual([]);
    server.clock.now = new Date(due);
    const [mail] = await sendDue(dora);
    if (!mail) throw new Error('no invitation');
    const token = linkIn(mail).searchParams.get('token') ?? '';
    // After the departure day the link no longer signs in.
    server.clock.now = new Date(hotelInstant(addDays(reservation.departureDate, 1), '00:01', ZONE));
    expect((await exchange(token)).body.code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('reminds the primary guest the day before arrival only while pre check-in is not sent', async () => {
    const pia = guest('Pia');
    const waiting = await createReservation(3, [pia]);
    const quan = guest('Quan');
    const done = await createReservation(3, [quan]);
    await server.store
      .updateTable('reservations')
      .set({ check_in_submitted_at: server.clock.now.toISOString() })
      .where('id', '=', done.id)
      .execute();
    await sendDue(pia, quan);
    box.received.length = 0;
    server.clock.now = new Date(atSendHour(addDays(waiting.arrivalDate, -1), 9, ZONE));
    const mails = await sendDue(pia, quan);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'See you tomorrow at ESG Hotel Saigon: finish checking in online',
    ]);
    expect(box.to(pia.email)).toHaveLength(1);
    // Two days on, the desk signs in again; the skipped reminder is not among the messages.
    desk = await signInStaff(server, 'ESG', 'front-desk');
    expect((await messagesOf(done.id)).map((m) => m.kind)).toEqual(['invitation']);
  });

  it('keeps the send hour across a change of daylight saving time', () => {
    expect(atSendHour('2026-03-28', 9, 'Europe/Paris')).toBe('2026-03-28T08:00:00.000Z');
    expect(atSendHour('2026-03-29', 9, 'Europe/Paris')).toBe('2026-03-29T07:00:00.000Z');
    expect(atSendHour('2026-10-25', 9, 'Europe/Paris')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('sends nothing further once the reservation is cancelled', async () => {
    const emil = guest('Emil');
    const reservation = await createReservation(20, [emil]);
    const cancelled = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${reservation.id}/cancel`,
      { body: {} },
    );
    expect(cancelled.status).toBe(200);
    expect(await messagesOf(reservation.id)).toEqual([]);
    server.clock.now = new Date(server.clock.now.getTime() + 30 * 86_400_000);
    expect(await sendDue(emil)).toEqual([]);
  });

  it("writes in the guest's language as chosen in the portal", async () => {
    const hoa = guest('Hoa');
    const reservation = await createReservation(20, [hoa]);
    const { id: guestId } = await server.store
      .selectFrom('guests')
      .select('id')
      .where('reservation_id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    const token = await server.tokenFor(guestId);
    const me = await server.call('GET', '/api/customer-flow/me', {
      token,
      headers: { cookie: 'language=vi' },
    });
    expect(me.status).toBe(200);
    const again = await staffCall(
      server,
      desk,
      'POST',
      `/api/staff/front-desk/reservations/${reservation.id}/messages/invitation`,
      { body: {} },
    );
    expect(again.status).toBe(200);
    const [mail] = await sendDue(hoa);
    expect(mail?.subject).toBe('Kỳ nghỉ tại ESG Hotel Saigon: làm thủ tục nhận phòng trực tuyến');
  });

  it('sends nothing further once the guest cancels in the portal', async () => {
    const olga = guest('Olga');
    const reservation = await createReservation(20, [olga]);
    const { id: guestId } = await server.store
      .selectFrom('guests')
      .select('id')
      .where('reservation_id', '=', reservation.id)
      .executeTakeFirstOrThrow();
    const cancelled = await server.call('POST', '/api/reservation/cancel', {
      token: await server.tokenFor(guestId),
      body: { reason: 'Change of plans', policyAgreed: true },
    });
    expect(cancelled.status).toBe(200);
    expect(await messagesOf(reservation.id)).toEqual([]);
    server.clock.now = new Date(server.clock.now.getTime() + 30 * 86_400_000);
    expect(await sendDue(olga)).toEqual([]);
  });

  it('writes in the language the reservation was created with', async () => {
    const giang = guest('Giang');
    await createReservation(2, [giang], 'vi');
    const [mail] = await sendDue(giang);
    expect(mail?.subject).toBe('Kỳ nghỉ tại ESG Hotel Saigon: làm thủ tục nhận phòng trực tuyến');
    expect(mail?.text).toContain('Kính gửi Quý khách Giang Tester,');
  });

  it('tells the guest their pre check-in was returned, their room is ready, their bill, and asks the day after departure for a rating', async () => {
    const hana = guest('Hana');
    const reservation = await createReservation(0, [hana]);
    await sendDue(hana);
    box.received.length = 0;
    const move = (path: string, body: object = {}) =>
      staffCall(
        server,
        desk,
        'POST',
        `/api/staff/front-desk/reservations/${reservation.id}/${path}`,
        {
          body,
        },
      );
    await server.store
      .updateTable('reservations')
      .set({ check_in_submitted_at: server.clock.now.toISOString() })
      .where('id', '=', reservation.id)
      .execute();
    expect((await move('pre-check-in/return', { note: 'Add the passport of Hana' })).status).toBe(
      200,
    );
    expect((await move('room', { roomNumber: '512' })).status).toBe(200);
    expect((await move('arrived')).status).toBe(200);
    await server.store
      .insertInto('bill_lines')
      .values({
        reservation_id: reservation.id,
        group_name: 'room',
        date: reservation.arrivalDate,
        description_en: 'Deluxe King',
        description_vi: 'Deluxe King',
        quantity: 2,
        unit_price: 1_000_000,
        vat_percent: 8,
        order_id: null,
      })
      .execute();
    expect((await move('check-out')).status).toBe(200);
    // Sent 4 at a time: they arrive in any order.
    const mails = await sendDue(hana);
    const subjects = {
      returned: 'Your online check-in for ESG Hotel Saigon needs a change',
      ready: 'Your room at ESG Hotel Saigon is ready',
      bill: 'Thank you for staying at ESG Hotel Saigon: your bill',
    };
    expect(mails.map((mail) => mail.subject).sort()).toEqual(Object.values(subjects).sort());
    const text = (subject: string) => mails.find((mail) => mail.subject === subject)?.text ?? '';
    expect(text(subjects.returned)).toContain('Add the passport of Hana');
    expect(text(subjects.ready)).toContain('512');
    // The bill's lines and totals as the portal shows them: 2 nights at 1,000,000, 5 % service
    // charge, 8 % VAT on both.
    expect(text(subjects.bill)).toMatch(/Room\s+₫2,000,000/);
    expect(text(subjects.bill)).toMatch(/Total\s+₫2,268,000/);
    expect(text(subjects.bill)).not.toContain('auth?token=');

    const rating = (await messagesOf(reservation.id)).find((m) => m.kind === 'rate-your-stay');
    expect(rating?.dueAt).toBe(atSendHour(addDays(reservation.departureDate, 1), 9, ZONE));
    server.clock.now = new Date(rating?.dueAt ?? '');
    const [asked] = (await sendDue(hana)).slice(3);
    expect(asked?.subject).toBe('How was your stay at ESG Hotel Saigon?');
    // The rating's link works for the 7 days after departure.
    server.clock.now = new Date(hotelInstant(addDays(reservation.departureDate, 7), '20:00', ZONE));
    const signedIn = await exchange(linkIn(asked as ParsedMail).searchParams.get('token') ?? '');
    expect(signedIn.status).toBe(200);
  });

  it("follows the manager's switches", async () => {
    const settings = await staffCall<MessageSettings>(
      server,
      manager,
      'GET',
      '/api/staff/messages/settings',
    );
    expect(settings.body).toEqual({
      kinds: {
        invitation: true,
        reminder: true,
        'pre-check-in-returned': true,
        'room-ready': true,
        'after-check-out': true,
        'rate-your-stay': true,
      },
      invitationDaysBefore: 7,
      sendHour: 9,
    });
    const off = { ...settings.body, kinds: { ...settings.body.kinds, invitation: false } };
    expect(
      (await staffCall(server, manager, 'PUT', '/api/staff/messages/settings', { body: off }))
        .status,
    ).toBe(200);
    // Desk staff may not change them.
    expect(
      (await staffCall(server, desk, 'PUT', '/api/staff/messages/settings', { body: off })).status,
    ).toBe(403);
    try {
      const ivo = guest('Ivo');
      const reservation = await createReservation(2, [ivo]);
      expect(await sendDue(ivo)).toEqual([]);
      expect((await messagesOf(reservation.id)).map((m) => m.kind)).toEqual(['reminder']);
    } finally {
      await staffCall(server, manager, 'PUT', '/api/staff/messages/settings', {
        body: settings.body,
      });
    }
  });

  it('lets the front desk send the invitation again, throttled and audited', async () => {
    const jo = guest('Jo');
    const reservation = await createReservation(20, [jo]);
    const again = () =>
      staffCall<{ messages: GuestMessage[]; code?: string }>(
        server,
        desk,
        'POST',
        `/api/staff/front-desk/reservations/${reservation.id}/messages/invitation`,
        { body: {} },
      );
    expect((await again()).status).toBe(200);
    expect((await again()).body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await sendDue(jo)).map((mail) => mail.subject)).toEqual([
      'Your stay at ESG Hotel Saigon: check in online',
    ]);
    const audit = await staffCall<{ entries: { action: string; subject: string }[] }>(
      server,
      manager,
      'GET',
      '/api/staff/audit-log?limit=1',
    );
    expect(audit.body.entries[0]).toMatchObject({ action: 'invitation-resent', subject: jo.email });
    const day = await staffCall<{ messages: { reservationNumber: string; state: string }[] }>(
      server,
      manager,
      'GET',
      `/api/staff/messages?date=${today()}`,
    );
    expect(day.body.messages).toContainEqual(
      expect.objectContaining({ reservationNumber: reservation.reservationNumber, state: 'sent' }),
    );
  });

  it('retries while the mail server is down and delivers everything once it is back', async () => {
    await box.stop();
    const kim = guest('Kim');
    const lan = guest('Lan');
    const reservation = await createReservation(2, [kim, lan]);
    await sendDue(kim, lan);
    const waiting = await messagesOf(reservation.id);
    expect(waiting.filter((m) => m.kind === 'invitation').map((m) => m.state)).toEqual([
      'scheduled',
      'scheduled',
    ]);
    expect(waiting.find((m) => m.kind === 'invitation')?.reason).toMatch(/ECONNREFUSED|connect/i);
    await box.start();
    // Not before the backoff has passed.
    expect(await sendDue(kim, lan)).toEqual([]);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    expect((await sendDue(kim, lan)).length).toBe(2);
    expect((await messagesOf(reservation.id)).filter((m) => m.state === 'sent').length).toBe(2);
  });
});

describe('without a mail server', () => {
  it('keeps the messages as not sent, with the reason, for the staff to see', async () => {
    let bare: MessageSender | undefined;
    const quiet = await startTestServer({
      mail: { transport: null, pollMs: 3_600_000, onSender: (created) => (bare = created) },
    });
    try {
      const staff = await signInStaff(quiet, 'ESG', 'front-desk');
      const created = await staffCall<FrontDeskReservation>(
        quiet,
        staff,
        'POST',
        '/api/staff/front-desk/reservations',
        {
          body: {
            reservationNumber: 'NOMAIL1',
            arrivalDate: addDays(hotelToday(ZONE), 1),
            departureDate: addDays(hotelToday(ZONE), 3),
            roomType: 'Deluxe King',
            state: 'Confirmed',
            guests: [{ firstName: 'Mai', lastName: 'Tester', email: 'mai@guest.example' }],
          },
        },
      );
      await bare?.runOnce();
      const listed = await staffCall<{ messages: GuestMessage[] }>(
        quiet,
        staff,
        'GET',
        `/api/staff/front-desk/reservations/${created.body.id}/messages`,
      );
      expect(listed.body.messages).toContainEqual(
        expect.objectContaining({
          kind: 'invitation',
          state: 'not-sent',
          reason: 'no mail server',
        }),
      );
    } finally {
      await quiet.close();
    }
  });
});
