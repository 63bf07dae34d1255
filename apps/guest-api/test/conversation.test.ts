import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationMessage } from '@portal/api-client/contract/conversation';
import type {
  Inbox,
  InboxThread,
  InboxThreadDetail,
  QuickReply,
  StaffConversationMessage,
} from '@portal/api-client/staff-contract/inbox';
import { CONVERSATION_GUEST_MESSAGES_PER_MINUTE } from '@portal/api-client/rules/conversation';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { GUEST_EVENT_TYPES } from '@portal/api-client/wire/live-events';
import { sweepConversations } from '../src/features/conversation/conversation-retention.ts';
import { matches } from '../src/platform/events/event-bus.ts';
import { staffEventTypes } from '../src/features/live-updates/staff-event-routes.ts';
import { blob, pdf, png } from './fixtures.ts';
import { openStream, type OpenStream } from './event-stream.ts';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { HOTEL_KEYS, startTestServer, type HotelCode, type TestServer } from './test-server.ts';

let server: TestServer;
let desk: StaffSignedIn;
let manager: StaffSignedIn;
const streams: OpenStream[] = [];
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  desk = await signInStaff(server, 'ESG', 'front-desk');
  manager = await signInStaff(server, 'ESG', 'manager');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

function newKey(): string {
  keys += 1;
  return `conversation-key-${keys}`;
}

/** A guest's message: `text` in the `fields` part, an optional photo, with an Idempotency-Key. */
function write(
  token: string,
  text: string,
  options: { key?: string; photo?: Blob; hotel?: HotelCode } = {},
) {
  const form = new FormData();
  form.append('fields', JSON.stringify({ text }));
  if (options.photo) form.append('photo', options.photo, 'photo.png');
  return server.call<ConversationMessage & { code?: string }>(
    'POST',
    '/api/conversation/messages',
    {
      token,
      hotel: options.hotel ?? 'ESG',
      raw: form,
      headers: { 'idempotency-key': options.key ?? newKey() },
    },
  );
}

const conversationOf = async (token: string) =>
  (await server.call<Conversation>('GET', '/api/conversation', { token })).body;

async function threadIdOf(guestToken: string): Promise<number> {
  const sent = await write(guestToken, 'Hello, finding my thread');
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const inbox = await staffCall<Inbox>(server, desk, 'GET', '/api/staff/inbox');
  const thread = inbox.body.threads.find((one) =>
    one.lastMessage.text.startsWith('Hello, finding my thread'),
  );
  if (!thread) throw new Error('The thread is not in the inbox');
  return thread.id;
}

function reply(signedIn: StaffSignedIn, threadId: number, text: string, key = newKey()) {
  return server.call<StaffConversationMessage & { code?: string }>(
    'POST',
    `/api/staff/inbox/${threadId}/replies`,
    {
      hotel: signedIn.session.hotel.code as HotelCode,
      body: { text },
      headers: {
        cookie: signedIn.cookie,
        'x-csrf-token': signedIn.csrfToken,
        'idempotency-key': key,
      },
    },
  );
}

async function guestStream(token: string): Promise<OpenStream> {
  const stream = await openStream(`${server.baseUrl}/api/events`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
    authorization: `Bearer ${token}`,
  });
  streams.push(stream);
  expect((await stream.next())?.event).toBe('ready');
  return stream;
}

async function staffStream(signedIn: StaffSignedIn): Promise<OpenStream> {
  const stream = await openStream(`${server.baseUrl}/api/staff/events`, {
    [HOTEL_KEY_HEADER]: HOTEL_KEYS.ESG,
    cookie: signedIn.cookie,
  });
  streams.push(stream);
  expect((await stream.next())?.event).toBe('ready');
  return stream;
}

/** The next event of a type, skipping others (the demo's own moves may come between). */
async function nextOf(stream: OpenStream, type: string) {
  for (let event = await stream.next(5000); event; event = await stream.next(5000)) {
    if (event.event === type) return event;
  }
  return null;
}

describe('a guest writes to the hotel', () => {
  it('opens a thread the front desk sees live in its inbox, beside the reservation', async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const desks = await staffStream(desk);
    const sent = await write(token, 'Could we have <b>two</b> extra pillows?');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Text is stored and returned as text: markup is the guest's characters, not HTML.
    expect(sent.body).toMatchObject({
      author: 'guest',
      text: 'Could we have <b>two</b> extra pillows?',
    });
    expect(sent.body.seenAt).toBeUndefined();

    const event = await nextOf(desks, 'conversation.updated');
    expect(event?.data).toMatchObject({ type: 'conversation.updated', guestMessage: true });
    const threadId = Number(event?.data.threadId);

    const inbox = await staffCall<Inbox>(server, desk, 'GET', '/api/staff/inbox');
    const thread = inbox.body.threads.find((one) => one.id === threadId);
    expect(thread).toMatchObject({
      guest: { name: 'Emma Walker' },
      reservation: { number: 'ESG1002', state: 'Arrived' },
      lastMessage: { author: 'guest', hasPhoto: false },
      unread: 1,
      state: 'open',
    });
    expect(inbox.body.threads[0]?.id).toBe(threadId);
    expect(inbox.body.unread).toBeGreaterThanOrEqual(1);
  });

  it('answers the first message for a retried Idempotency-Key, never a second one', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const key = newKey();
    const first = await write(token, 'Is breakfast included?', { key });
    const again = await write(token, 'Is breakfast included?', { key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
    const messages = (await conversationOf(token)).messages;
    expect(messages.filter((message) => message.text === 'Is breakfast included?')).toHaveLength(1);

    const other = await write(token, 'Something else', { key });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('refuses an empty message and a text over 2000 characters', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    expect(await write(token, '   ')).toMatchObject({
      status: 400,
      body: { code: 'CONVERSATION_EMPTY' },
    });
    expect((await write(token, 'x'.repeat(2001))).body.code).toBe('VALIDATION_FAILED');
    expect((await write(token, 'x'.repeat(2000))).status).toBe(201);
  });

  it('keeps a photo re-encoded, served to a signed address only until it expires', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const sent = await write(token, '', { photo: blob(png(8, 6), 'image/png') });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.photo).toMatchObject({ width: 8, height: 6 });
    const url = String(sent.body.photo?.url);
    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await fetch(`${server.baseUrl}${forged}`)).status).toBe(404);
    const realNow = server.clock.now;
    server.clock.now = new Date(realNow.getTime() + 3 * 3_600_000);
    try {
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);
    } finally {
      server.clock.now = realNow;
    }

    const notAPhoto = await write(token, 'my passport', { photo: blob(pdf(), 'image/png') });
    expect(notAPhoto).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const tooLarge = Buffer.concat([png(8, 6), Buffer.alloc(8 * 1024 * 1024)]);
    expect(await write(token, 'big', { photo: blob(tooLarge, 'image/png') })).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it("keeps none of the camera's metadata (its GPS position) in a photo", async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const camera = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a7d44' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(camera.includes('PhoneCam')).toBe(true);
    const sent = await write(token, 'the view', { photo: blob(camera, 'image/jpeg') });
    expect(sent.status).toBe(201);
    const served = await fetch(`${server.baseUrl}${String(sent.body.photo?.url)}`);
    const kept = Buffer.from(await served.arrayBuffer());
    expect((await sharp(kept).metadata()).format).toBe('webp');
    expect(kept.includes('PhoneCam')).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
  });

  it(`refuses more than ${CONVERSATION_GUEST_MESSAGES_PER_MINUTE} messages a minute, then takes them again`, async () => {
    const token = await server.signIn('ESG', 'ESG1005');
    const realNow = server.clock.now;
    try {
      for (let sent = 0; sent < CONVERSATION_GUEST_MESSAGES_PER_MINUTE; sent++) {
        expect((await write(token, `message ${sent}`)).status).toBe(201);
      }
      const refused = await write(token, 'one too many');
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_MESSAGES' } });
      expect(refused.headers.get('retry-after')).toBe('60');
      server.clock.now = new Date(realNow.getTime() + 61_000);
      expect((await write(token, 'a minute later')).status).toBe(201);
    } finally {
      server.clock.now = realNow;
    }
  });
});

describe('the hotel replies', () => {
  it('reaches the guest live, named by the hotel to the guest and by the staff member to staff', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const threadId = await threadIdOf(token);
    const guest = await guestStream(token);

    const answered = await reply(desk, threadId, 'Of course: on their way.');
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toMatchObject({ author: 'hotel', staffName: desk.session.staff.name });
    expect((await nextOf(guest, 'conversation.updated'))?.data).toEqual({
      type: 'conversation.updated',
    });

    const conversation = await conversationOf(token);
    const last = conversation.messages.at(-1);
    expect(last).toMatchObject({ author: 'hotel', text: 'Of course: on their way.' });
    expect(JSON.stringify(conversation)).not.toContain(desk.session.staff.name);
    expect(conversation.unread).toBe(1);

    // The reply is stamped with who and when, in the audit log.
    const log = await staffCall<{ entries: { action: string; staffName: string }[] }>(
      server,
      manager,
      'GET',
      '/api/staff/audit-log',
    );
    expect(log.body.entries[0]).toMatchObject({
      action: 'conversation-replied',
      staffName: desk.session.staff.name,
    });
  });

  it('answers the same reply for a retried Idempotency-Key', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const threadId = await threadIdOf(token);
    const key = newKey();
    const first = await reply(desk, threadId, 'Once only', key);
    const again = await reply(desk, threadId, 'Once only', key);
    expect(again.body.id).toBe(first.body.id);
    const detail = await staffCall<InboxThreadDetail>(
      server,
      desk,
      'GET',
      `/api/staff/inbox/${threadId}`,
    );
    expect(detail.body.messages.filter((message) => message.text === 'Once only')).toHaveLength(1);
  });

  it('shows each side when the other saw its messages, and counts what is unread', async () => {
    const token = await server.signIn('ESG', 'ESG1001', 'Tran');
    const threadId = await threadIdOf(token);
    const answered = await reply(desk, threadId, 'Seen this?');
    expect((await server.call('GET', '/api/conversation/unread', { token })).body).toEqual({
      unread: 1,
    });
    const desks = await staffStream(desk);
    const seen = await server.call('POST', '/api/conversation/seen', {
      token,
      body: { upTo: answered.body.id },
    });
    expect(seen.status).toBe(200);
    expect((await nextOf(desks, 'conversation.updated'))?.data).toEqual({
      type: 'conversation.updated',
      threadId,
    });
    expect((await server.call('GET', '/api/conversation/unread', { token })).body).toEqual({
      unread: 0,
    });
    const detail = await staffCall<InboxThreadDetail>(
      server,
      desk,
      'GET',
      `/api/staff/inbox/${threadId}`,
    );
    expect(detail.body.messages.at(-1)?.seenAt).toBeDefined();
    expect(detail.body.thread.unread).toBe(1);

    const guest = await guestStream(token);
    const guestMessage = detail.body.messages.find((message) => message.author === 'guest');
    const deskSaw = await staffCall(server, desk, 'POST', `/api/staff/inbox/${threadId}/seen`, {
      body: { upTo: Number(guestMessage?.id) },
    });
    expect(deskSaw.status).toBe(200);
    expect((await nextOf(guest, 'conversation.updated'))?.data).toEqual({
      type: 'conversation.updated',
    });
    const mine = (await conversationOf(token)).messages.find(
      (message) => message.id === guestMessage?.id,
    );
    expect(mine?.seenAt).toBeDefined();
    const after = await staffCall<InboxThreadDetail>(
      server,
      desk,
      'GET',
      `/api/staff/inbox/${threadId}`,
    );
    expect(after.body.thread.unread).toBe(0);
  });

  it('marks a thread done, which a new guest message (not a reply) opens again', async () => {
    const token = await server.signIn('ESG', 'ESG1004');
    const threadId = await threadIdOf(token);
    const done = await staffCall<InboxThread>(
      server,
      desk,
      'PUT',
      `/api/staff/inbox/${threadId}/state`,
      { body: { state: 'done' } },
    );
    expect(done.body.state).toBe('done');
    const open = await staffCall<Inbox>(server, desk, 'GET', '/api/staff/inbox?state=open');
    expect(open.body.threads.map((thread) => thread.id)).not.toContain(threadId);
    const doneList = await staffCall<Inbox>(server, desk, 'GET', '/api/staff/inbox?state=done');
    expect(doneList.body.threads.map((thread) => thread.id)).toContain(threadId);

    await reply(desk, threadId, 'Closing words');
    const stillDone = await staffCall<InboxThreadDetail>(
      server,
      desk,
      'GET',
      `/api/staff/inbox/${threadId}`,
    );
    expect(stillDone.body.thread.state).toBe('done');

    expect((await write(token, 'One more question')).status).toBe(201);
    const reopened = await staffCall<InboxThreadDetail>(
      server,
      desk,
      'GET',
      `/api/staff/inbox/${threadId}`,
    );
    expect(reopened.body.thread.state).toBe('open');
    const log = await staffCall<{ entries: { action: string }[] }>(
      server,
      manager,
      'GET',
      '/api/staff/audit-log',
    );
    expect(log.body.entries.map((entry) => entry.action)).toContain('conversation-marked-done');
  });
});

describe('access', () => {
  it("keeps each guest to their own thread: another guest's, a companion's", async () => {
    const primary = await server.signIn('ESG', 'ESG1001');
    const companion = await server.signIn('ESG', 'ESG1001', 'Tran');
    const other = await server.signIn('ESG', 'ESG1002');
    expect((await write(primary, 'primary-guest-private-words')).status).toBe(201);
    for (const token of [companion, other]) {
      expect(JSON.stringify(await conversationOf(token))).not.toContain(
        'primary-guest-private-words',
      );
    }
    expect(JSON.stringify(await conversationOf(primary))).toContain('primary-guest-private-words');
  });

  it("tells a guest's stream of their own thread only, not a companion's", async () => {
    const companion = await server.signIn('ESG', 'ESG1001', 'Tran');
    const companionStream = await guestStream(companion);
    expect((await write(companion, 'a companion writes')).status).toBe(201);
    expect((await nextOf(companionStream, 'conversation.updated'))?.data).toEqual({
      type: 'conversation.updated',
    });
    // The stream's filter names the guest: the same reservation's other guest is not told.
    const primary = await server.guestId('ESG', 'ESG1001');
    const companionId = await server.guestId('ESG', 'ESG1001', false);
    const event = {
      type: 'conversation.updated' as const,
      hotelId: 1,
      reservationId: 1,
      guestId: companionId,
      threadId: 1,
      guestMessage: true,
    };
    const filter = { hotelId: 1, reservationId: 1, types: GUEST_EVENT_TYPES };
    expect(matches({ ...filter, guestId: companionId }, event)).toBe(true);
    expect(matches({ ...filter, guestId: primary }, event)).toBe(false);
    // Events of the whole reservation still reach every guest of it.
    expect(
      matches(
        { ...filter, guestId: primary },
        { type: 'reservation.updated', hotelId: 1, reservationId: 1 },
      ),
    ).toBe(true);
  });

  it("keeps another hotel's staff out of a thread, and the kitchen out of the inbox", async () => {
    const token = await server.signIn('ESG', 'ESG1002');
    const threadId = await threadIdOf(token);
    const vctDesk = await signInStaff(server, 'VCT', 'front-desk');
    expect((await staffCall(server, vctDesk, 'GET', `/api/staff/inbox/${threadId}`)).status).toBe(
      404,
    );
    expect((await reply(vctDesk, threadId, 'not my hotel')).status).toBe(404);
    const vctInbox = await staffCall<Inbox>(server, vctDesk, 'GET', '/api/staff/inbox');
    expect(vctInbox.body.threads.map((thread) => thread.id)).not.toContain(threadId);
    // The staff stream tells the desks, never the kitchen, of a thread.
    expect(staffEventTypes('front-desk')).toContain('conversation.updated');
    expect(staffEventTypes('concierge')).toContain('conversation.updated');
    expect(staffEventTypes('kitchen')).not.toContain('conversation.updated');
    const kitchen = await signInStaff(server, 'ESG', 'kitchen');
    expect(await staffCall(server, kitchen, 'GET', '/api/staff/inbox')).toMatchObject({
      status: 403,
      body: { code: 'STAFF_FORBIDDEN' },
    });
  });
});

describe('quick replies', () => {
  const input = (n: number) => ({
    title: { en: `Towels ${n}`, vi: `Khăn tắm ${n}` },
    text: { en: 'Fresh towels are on their way.', vi: 'Khăn sạch đang được mang lên.' },
  });

  it('are written by the manager (audited) and read by the desks', async () => {
    const added = await staffCall<QuickReply>(server, manager, 'POST', '/api/staff/quick-replies', {
      body: input(1),
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(input(1));
    const changed = await staffCall<QuickReply>(
      server,
      manager,
      'PUT',
      `/api/staff/quick-replies/${added.body.id}`,
      { body: { ...input(1), title: { en: 'Towels', vi: 'Khăn tắm' } } },
    );
    expect(changed.body.title).toEqual({ en: 'Towels', vi: 'Khăn tắm' });
    const listed = await staffCall<{ quickReplies: QuickReply[] }>(
      server,
      desk,
      'GET',
      '/api/staff/quick-replies',
    );
    expect(listed.body.quickReplies).toContainEqual(changed.body);

    expect(
      await staffCall(server, desk, 'POST', '/api/staff/quick-replies', { body: input(2) }),
    ).toMatchObject({ status: 403, body: { code: 'STAFF_FORBIDDEN' } });
    const vctManager = await signInStaff(server, 'VCT', 'manager');
    expect(
      (await staffCall(server, vctManager, 'DELETE', `/api/staff/quick-replies/${added.body.id}`))
        .status,
    ).toBe(404);

    const removed = await staffCall(
      server,
      manager,
      'DELETE',
      `/api/staff/quick-replies/${added.body.id}`,
    );
    expect(removed.status).toBe(200);
    const log = await staffCall<{ entries: { action: string }[] }>(
      server,
      manager,
      'GET',
      '/api/staff/audit-log',
    );
    expect(log.body.entries.slice(0, 3).map((entry) => entry.action)).toEqual([
      'quick-reply-removed',
      'quick-reply-changed',
      'quick-reply-added',
    ]);
  });

  it('are 50 at most per hotel', async () => {
    const ehh = await signInStaff(server, 'EHH', 'manager');
    for (let n = 0; n < 50; n++) {
      const added = await staffCall(server, ehh, 'POST', '/api/staff/quick-replies', {
        body: input(n),
      });
      expect(added.status).toBe(201);
    }
    expect(
      await staffCall(server, ehh, 'POST', '/api/staff/quick-replies', { body: input(51) }),
    ).toMatchObject({ status: 409, body: { code: 'QUICK_REPLIES_FULL' } });
  });
});

describe('a companion removed from the reservation', () => {
  it('takes their thread, messages and photos with them', async () => {
    const companionId = await server.guestId('ESG', 'ESG1003', false);
    const token = await server.tokenFor(companionId);
    const sent = await write(token, 'from the companion', {
      photo: blob(png(4, 4), 'image/png'),
    });
    expect(sent.status).toBe(201);
    // As the pre check-in removes a companion (check-in-repository.ts): sessions, then the guest.
    await server.store.deleteFrom('sessions').where('guest_id', '=', companionId).execute();
    await server.store.deleteFrom('guests').where('id', '=', companionId).execute();
    const left = await server.store
      .selectFrom('conversation_messages')
      .select('id')
      .where('id', '=', sent.body.id)
      .execute();
    expect(left).toEqual([]);
    const threads = await server.store
      .selectFrom('conversation_threads')
      .select('id')
      .where('guest_id', '=', companionId)
      .execute();
    expect(threads).toEqual([]);
  });
});

describe("the conversation after the hotel's retention days", () => {
  const countOf = async (table: 'conversation_threads' | 'conversation_photos', threadId: number) =>
    Number(
      (
        await server.store
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(table === 'conversation_threads' ? 'id' : 'thread_id', '=', threadId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('deletes the messages and photos of a stay checked out more than 90 days ago, and only those', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const threadId = await threadIdOf(token);
    expect((await write(token, '', { photo: blob(png(4, 4), 'image/png') })).status).toBe(201);
    const keptToken = await server.signIn('ESG', 'ESG1002');
    const keptThread = await threadIdOf(keptToken);
    const now = server.clock.now;
    const retention = new Map([['ESG', 90]]);
    const checkedOut = (daysAgo: number) =>
      server.store
        .updateTable('reservations')
        .set({ checked_out_at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString() })
        .where('reservation_number', '=', 'ESG1003')
        .execute();

    await checkedOut(89);
    expect(await sweepConversations(server.store, retention, now)).toBe(0);
    expect(await countOf('conversation_photos', threadId)).toBeGreaterThan(0);

    await checkedOut(91);
    expect(await sweepConversations(server.store, retention, now)).toBe(1);
    expect(await countOf('conversation_threads', threadId)).toBe(0);
    expect(await countOf('conversation_photos', threadId)).toBe(0);
    const messages = await server.store
      .selectFrom('conversation_messages')
      .select('id')
      .where('thread_id', '=', threadId)
      .execute();
    expect(messages).toEqual([]);
    expect(await countOf('conversation_threads', keptThread)).toBe(1);
    expect(await sweepConversations(server.store, new Map(), now)).toBe(0);
  });
});
