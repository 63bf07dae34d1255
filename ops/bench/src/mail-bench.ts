import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { newDataDir, startApi } from './api-process.ts';
import { PORTS } from './paths.ts';
import { mark, table, type Section } from './report.ts';

/** Invitations queued at once (`MAIL_MESSAGES`), and the pace asked of 2 cores. */
const MESSAGES = Number(process.env.MAIL_MESSAGES ?? 10_000);
const TARGET_PER_SECOND = 100;
const HEAP_CAP_MB = 256;

/** A local SMTP server that takes every message and counts it (the mail provider's side). */
async function countingSmtpServer(): Promise<{
  port: number;
  received: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The guest e-mails' sender (apps/guest-api/README.md, Guest e-mails): 10 000 invitations put in
 * the outbox of a running API (SQLite), each rendered with the hotel's React Email template and
 * handed to a local SMTP server; messages per second and the API's memory while it sends them.
 */
export async function benchMail(): Promise<Section> {
  const smtp = await countingSmtpServer();
  const dataDir = newDataDir('mail');
  const api = await startApi({
    port: PORTS.mail,
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'stay@esg.example',
      PORTAL_PUBLIC_URL: 'https://guest.esg.example',
      MAIL_POLL_MS: '100',
      // A capped heap: without pressure V8 keeps the garbage of a burst and RSS only says how much
      // headroom it took; capped, a leak would end the run, and RSS shows what is really kept.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${HEAP_CAP_MB}`.trim(),
    },
  });
  const rss: number[] = [];
  try {
    const database = new DatabaseSync(path.join(dataDir, 'guest-portal.sqlite'));
    database.exec('PRAGMA busy_timeout = 5000');
    const guest = database
      .prepare(
        `SELECT g.id AS guest_id, r.id AS reservation_id, r.hotel_id FROM guests g
         JOIN reservations r ON r.id = g.reservation_id
         WHERE r.cancelled_at IS NULL AND r.checked_out_at IS NULL
         ORDER BY r.arrival_date DESC LIMIT 1`,
      )
      .get() as { guest_id: number; reservation_id: number; hotel_id: number };
    const insert = database.prepare(
      `INSERT INTO guest_messages (hotel_id, reservation_id, guest_id, kind, recipient, due_at,
         next_attempt_at, message_id, created_at) VALUES (?, ?, ?, 'invitation', ?, ?, ?, ?, ?)`,
    );
    const before = smtp.received();
    rss.push(api.rssMb());
    const now = new Date().toISOString();
    database.exec('BEGIN');
    for (let i = 0; i < MESSAGES; i += 1)
      insert.run(
        guest.hotel_id,
        guest.reservation_id,
        guest.guest_id,
        `bench-${i}@guest.example`,
        now,
        now,
        randomUUID(),
        now,
      );
    database.exec('COMMIT');
    database.close();
    const started = performance.now();
    const deadline = Date.now() + 30 * 60_000;
    while (smtp.received() - before < MESSAGES && Date.now() < deadline) {
      await sleep(1_000);
      rss.push(api.rssMb());
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = smtp.received() - before;
    const perSecond = Math.round((sent / seconds) * 10) / 10;
    const first = rss.slice(1, Math.max(2, Math.ceil(rss.length / 4)));
    const last = rss.slice(-Math.max(1, Math.ceil(rss.length / 4)));
    const average = (values: number[]) =>
      Math.round(
        (values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)) * 10,
      ) / 10;
    const early = average(first);
    const late = average(last);
    // Flat: the last quarter of the run holds at most a fifth more than its first quarter.
    const flat = late <= early * 1.2;
    return {
      id: 'mail',
      title: 'Guest e-mails: rendered and handed to SMTP',
      body: `${MESSAGES} invitations put in the outbox of one API process (SQLite, its heap capped at ${HEAP_CAP_MB} MB) at once; its sender renders each with the hotel's React Email template, creates the guest's sign-in link and hands it to a local SMTP server (smtp-server, in the bench process, over a pool of kept connections), 4 at a time. Memory is flat when the last quarter of the run holds at most a fifth more than its first.

${table(
  [
    'messages',
    'seconds',
    'per second',
    `target ≥ ${TARGET_PER_SECOND}/s`,
    'RSS first quarter (MB)',
    'RSS last quarter (MB)',
    'RSS peak (MB)',
    'memory flat',
  ],
  [
    [
      sent,
      Math.round(seconds * 10) / 10,
      perSecond,
      mark(perSecond >= TARGET_PER_SECOND),
      early,
      late,
      Math.max(...rss),
      mark(flat),
    ],
  ],
)}`,
    };
  } finally {
    await api.stop();
    await smtp.close();
  }
}
