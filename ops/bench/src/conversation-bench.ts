import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { performance } from 'node:perf_hooks';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { newDataDir, startApi } from './api-process.ts';
import { PORTS } from './paths.ts';
import { mark, table, type Section } from './report.ts';
import { staffSession } from './staff-session.ts';

/** Guests with their stream open (`CONVERSATION_GUESTS`), staff replying at once, the target. */
const GUESTS = Number(process.env.CONVERSATION_GUESTS ?? 1000);
const STAFF = Number(process.env.CONVERSATION_STAFF ?? 20);
export const CONVERSATION_TARGETS = { p99Ms: 200 };

const HOTEL_KEY = '10';

function percentile(sorted: number[], share: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

/**
 * `GUESTS` reservations of one guest each, copied from the demo's arrived ESG1001, each guest with
 * a live session: written to the database as the demo seed writes it. Answers their tokens.
 */
function addGuests(dataDir: string): string[] {
  const database = new DatabaseSync(path.join(dataDir, 'guest-portal.sqlite'));
  database.exec('PRAGMA busy_timeout = 5000');
  const columns = (table: string) =>
    (database.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
      .map((column) => column.name)
      .filter((name) => name !== 'id');
  const template = database
    .prepare(
      `SELECT r.id AS reservation_id, g.id AS guest_id, r.hotel_id FROM reservations r
       JOIN guests g ON g.reservation_id = r.id AND g.is_primary = 1
       JOIN hotels h ON h.id = r.hotel_id
       WHERE h.hotel_key = ? AND r.reservation_number = 'ESG1001'`,
    )
    .get(HOTEL_KEY) as { reservation_id: number; guest_id: number; hotel_id: number };
  const reservationColumns = columns('reservations');
  const guestColumns = columns('guests');
  const copyReservation = database.prepare(
    `INSERT INTO reservations (${reservationColumns.join(', ')}) SELECT ${reservationColumns
      .map((name) => (name === 'reservation_number' ? '?' : name))
      .join(', ')} FROM reservations WHERE id = ? RETURNING id`,
  );
  const copyGuest = database.prepare(
    `INSERT INTO guests (${guestColumns.join(', ')}) SELECT ${guestColumns
      .map((name) => (name === 'reservation_id' ? '?' : name))
      .join(', ')} FROM guests WHERE id = ? RETURNING id`,
  );
  const openSession = database.prepare(
    `INSERT INTO sessions (token_hash, guest_id, hotel_id, kind, created_at, expires_at)
     VALUES (?, ?, ?, 'access', ?, ?)`,
  );
  const now = new Date();
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const tokens: string[] = [];
  database.exec('BEGIN');
  for (let i = 0; i < GUESTS; i += 1) {
    const reservation = copyReservation.get(`BENCH${i}`, template.reservation_id) as { id: number };
    const guest = copyGuest.get(reservation.id, template.guest_id) as { id: number };
    const token = randomBytes(32).toString('base64url');
    openSession.run(
      createHash('sha256').update(token).digest('hex'),
      guest.id,
      template.hotel_id,
      now.toISOString(),
      expires,
    );
    tokens.push(token);
  }
  database.exec('COMMIT');
  database.close();
  return tokens;
}

/** `STAFF` front desk accounts added by the demo manager, each signed in. */
async function frontDesk(apiUrl: string): Promise<Record<string, string>[]> {
  const manager = demoStaffAccounts('ESG').find((demo) => demo.role === 'manager');
  if (!manager) throw new Error('No demo manager');
  const headers = await staffSession(apiUrl, HOTEL_KEY, manager);
  const password = `Bench ${randomUUID()} desk`;
  const sessions = [];
  for (let i = 0; i < STAFF; i += 1) {
    const email = `desk-${i}@bench.example`;
    const added = await fetch(`${apiUrl}/api/staff/accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, name: `Desk ${i}`, role: 'front-desk', password }),
    });
    if (added.status !== 201) throw new Error(`Adding ${email}: ${added.status}`);
    sessions.push(await staffSession(apiUrl, HOTEL_KEY, { email, password }));
  }
  return sessions;
}

/** A guest's stream, read as the portal reads it: each `conversation.updated` calls `told`. */
async function guestStream(apiUrl: string, token: string, signal: AbortSignal, told: () => void) {
  const response = await fetch(`${apiUrl}/api/events`, {
    headers: { [HOTEL_KEY_HEADER]: HOTEL_KEY, authorization: `Bearer ${token}` },
    signal,
  });
  const reader = response.body?.getReader();
  if (!response.ok || !reader) throw new Error(`stream ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let ready: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready();
          if (block.includes('event: conversation.updated')) told();
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await opened;
}

/** Writes the guest's first message (multipart, as the portal sends it): it opens the thread. */
async function firstMessage(apiUrl: string, token: string, i: number): Promise<void> {
  const form = new FormData();
  form.append('fields', JSON.stringify({ text: `Bench guest ${i}: what time is breakfast?` }));
  const response = await fetch(`${apiUrl}/api/conversation/messages`, {
    method: 'POST',
    headers: {
      [HOTEL_KEY_HEADER]: HOTEL_KEY,
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Message ${i}: ${response.status}`);
}

async function inParallel(count: number, workers: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

/**
 * The conversation (apps/guest-api/README.md, Conversation): 1 000 guests keep their stream open
 * while 20 front desk members each answer their share of the threads at once; the time from a
 * reply's 201 to the guest's stream telling it, and replies per second.
 */
export async function benchConversation(): Promise<Section> {
  const dataDir = newDataDir('conversation');
  // First start: migrate and seed, then the bench's guests are written beside the demo's.
  const seeding = await startApi({ port: PORTS.conversation, dataDir });
  await seeding.stop();
  const tokens = addGuests(dataDir);
  // Every stream comes from one address here: the per-address and per-instance limits
  // (platform/events/stream-places.ts) are raised for this server only.
  const api = await startApi({
    port: PORTS.conversation,
    dataDir,
    env: {
      EVENT_STREAMS_PER_CLIENT: String(GUESTS + 10),
      EVENT_STREAMS_MAX: String(GUESTS + 10),
      MAX_CONNECTIONS: String(4 * (GUESTS + 10)),
    },
  });
  const controller = new AbortController();
  try {
    const writing = performance.now();
    await inParallel(GUESTS, STAFF, (i) => firstMessage(api.url, tokens[i] ?? '', i));
    const guestSeconds = (performance.now() - writing) / 1000;

    const desks = await frontDesk(api.url);
    const inbox = (await (
      await fetch(`${api.url}/api/staff/inbox`, { headers: desks[0] })
    ).json()) as { threads: { id: number; lastMessage: { text: string } }[] };
    const threadOfGuest = new Map<number, number>();
    for (const thread of inbox.threads) {
      const guest = /^Bench guest (\d+):/.exec(thread.lastMessage.text)?.[1];
      if (guest !== undefined) threadOfGuest.set(Number(guest), thread.id);
    }
    if (threadOfGuest.size !== GUESTS) throw new Error(`${threadOfGuest.size} threads`);

    // Each guest's stream tells the moment its `conversation.updated` arrives.
    const arrived = new Map<number, (at: number) => void>();
    const rssBefore = api.rssMb();
    await inParallel(GUESTS, 50, (i) =>
      guestStream(api.url, tokens[i] ?? '', controller.signal, () =>
        arrived.get(i)?.(performance.now()),
      ),
    );
    const rssHeld = api.rssMb();

    const afterAnswer: number[] = [];
    const afterSending: number[] = [];
    const replying = performance.now();
    await inParallel(GUESTS, STAFF, async (i) => {
      const headers = desks[i % STAFF] ?? {};
      const told = new Promise<number>((resolve) => arrived.set(i, resolve));
      const sent = performance.now();
      const reply = await fetch(`${api.url}/api/staff/inbox/${threadOfGuest.get(i)}/replies`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ text: 'Breakfast is served from 6:30 to 10:30.' }),
      });
      const answered = performance.now();
      if (reply.status !== 201) throw new Error(`Reply ${i}: ${reply.status}`);
      const at = await told;
      arrived.delete(i);
      // The event may reach the stream before the 201 reaches its sender: then 0.
      afterAnswer.push(Math.max(0, at - answered));
      afterSending.push(at - sent);
    });
    const replySeconds = (performance.now() - replying) / 1000;

    afterAnswer.sort((a, b) => a - b);
    afterSending.sort((a, b) => a - b);
    const p99 = percentile(afterAnswer, 0.99);
    const perSecond = (count: number, seconds: number) => Math.round((count / seconds) * 10) / 10;
    return {
      id: 'conversation',
      title: 'Conversation: a hotel reply to the guest’s stream',
      body: `The API as \`node src/main.ts\` (SQLite, LOG_LEVEL=warn; the per-address and per-instance stream limits raised
for this server only, every stream coming from the bench's one address). ${GUESTS} guests (reservations copied from
the demo's ESG1001, each with its session) write their first message (\`POST /api/conversation/messages\`, multipart,
${STAFF} at a time), then each keeps \`GET /api/events\` open; ${STAFF} front desk accounts reply to every thread, ${STAFF}
replies at a time (\`POST /api/staff/inbox/:id/replies\`). Measured for each reply: from its 201 reaching the desk
to the guest's stream delivering \`conversation.updated\` (0 when the event came first), and from sending it.
Target: p99 ≤ ${CONVERSATION_TARGETS.p99Ms} ms after the 201.

${table(
  [
    'guests streaming',
    'staff',
    '201 → event p50 ms',
    '201 → event p99 ms',
    'sent → event p50 / p99 ms',
    'replies per second',
    'guest messages per second',
    'API memory before → holding the streams (MB)',
    `target p99 ≤ ${CONVERSATION_TARGETS.p99Ms} ms`,
  ],
  [
    [
      GUESTS,
      STAFF,
      percentile(afterAnswer, 0.5),
      p99,
      `${percentile(afterSending, 0.5)} / ${percentile(afterSending, 0.99)}`,
      perSecond(GUESTS, replySeconds),
      perSecond(GUESTS, guestSeconds),
      `${rssBefore} → ${rssHeld}`,
      mark(p99 <= CONVERSATION_TARGETS.p99Ms),
    ],
  ],
)}`,
    };
  } finally {
    controller.abort();
    await api.stop();
  }
}
