import { randomUUID } from 'node:crypto';
import type { BillGroupName } from '@portal/api-client/contract/bills';
import { addDays } from '@portal/api-client/rules/hotel-calendar';
import type { GuestMessageKind } from '@portal/api-client/rules/guest-messages';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import type { Transporter } from 'nodemailer';
import { storeKind, type Store } from '../../db/store.ts';
import type { GuestMessagesTable } from '../../db/tables.ts';
import { billOf } from '../../platform/bills/bill-totals.ts';
import { createBillsRepository } from '../../platform/bills/bills-repository.ts';
import { newAccessToken } from '../../platform/sessions/access-tokens.ts';
import { PUSH_CHANNEL, type PushSender } from '../../platform/push/guest-push.ts';
import type { GuestPushKind } from '@portal/api-client/rules/web-push';
import type { GuestMessageInput, RenderGuestMessage } from './guest-message-input.ts';
import { messageSettingsOf } from '../../platform/outbox/message-settings.ts';
import { atSendHour } from '../../platform/outbox/outbox.ts';

/** Without a mail server (no SMTP_URL outside the demo) a message is kept with this reason. */
export const NO_MAIL_SERVER = 'no mail server';

/** A message that has not gone after this long is given up with its last error. */
const GIVE_UP_MS = 24 * 3_600_000;
const MAX_BACKOFF_MS = 3_600_000;

/** Kinds whose message carries the guest's one-time sign-in link. */
const LINKED: ReadonlySet<GuestMessageKind> = new Set([
  'invitation',
  'reminder',
  'pre-check-in-returned',
  'room-ready',
  'rate-your-stay',
]);

export interface SenderOptions {
  store: Store;
  /** The hotels' configurations, by hotel code. */
  tenants: readonly TenantConfig[];
  /** nodemailer's transport to the SMTP server; null: no mail server, messages kept as not sent. */
  transport: Transporter | null;
  render: RenderGuestMessage;
  /** The guests' pushes (features/web-push), queued in the same outbox; absent: kept as not sent. */
  push?: PushSender;
  now: () => Date;
  /** The sender address of hotels without their own `mailFrom`. */
  mailFrom?: string;
  /** The portal's public address of hotels without their own `portalPublicUrl`. */
  portalPublicUrl?: string;
  /** How long a message is held by this instance while it sends it (default 2 minutes). */
  leaseMs?: number;
  /** The first retry waits this long, each next one twice as long, at most an hour (default 30 s). */
  retryBaseMs?: number;
  /** How often due messages are looked for (default 2 s). */
  pollMs?: number;
  /** Messages taken at once (default 20), sent `concurrency` at a time (default 4). */
  batch?: number;
  concurrency?: number;
  onError?: (error: unknown) => void;
}

export interface MessageSender {
  /** Takes the messages due now and sends them; answers how many it took. */
  runOnce(): Promise<number>;
  /** Looks for due messages now rather than at the next poll. */
  wake(): void;
  /** Resolves once the round `wake` (or the poll) started has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface HotelOfMessage {
  id: number;
  tenant: TenantConfig;
}

type Claimed = Pick<
  GuestMessagesTable,
  | 'hotel_id'
  | 'reservation_id'
  | 'guest_id'
  | 'kind'
  | 'recipient'
  | 'due_at'
  | 'message_id'
  | 'push_json'
> & { id: number; attempts: number; note: string; channel: string };

/**
 * An SMTP reply of the 5xx family refuses the message for good, and so does a push service's 4xx
 * other than 429 (too many); anything else may pass later.
 */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return status >= 400 && status < 500 && status !== 429;
  return typeof code === 'number' && code >= 500;
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function domainOf(address: string): string {
  return address.split('@')[1] ?? 'localhost';
}

export function createMessageSender(options: SenderOptions): MessageSender {
  const { store, now } = options;
  const owner = randomUUID();
  const leaseMs = options.leaseMs ?? 120_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const batch = options.batch ?? 20;
  const concurrency = options.concurrency ?? 4;
  const bills = createBillsRepository(store);
  const postgres = storeKind(store) === 'postgres';
  let hotels: Map<number, HotelOfMessage> | null = null;

  async function hotelsById(): Promise<Map<number, HotelOfMessage>> {
    if (hotels) return hotels;
    const byCode = new Map(options.tenants.map((tenant) => [tenant.hotelCode, tenant]));
    const rows = await store.selectFrom('hotels').select(['id', 'code']).execute();
    hotels = new Map();
    for (const row of rows) {
      const tenant = byCode.get(row.code);
      if (tenant) hotels.set(row.id, { id: row.id, tenant });
    }
    return hotels;
  }

  /**
   * Leases up to `batch` due messages to this instance in one statement: PostgreSQL skips the rows
   * another instance is leasing (FOR UPDATE SKIP LOCKED); SQLite has one writer at a time, and the
   * conditions are checked again by the UPDATE itself, so a message has one holder at a time.
   */
  async function claim(): Promise<Claimed[]> {
    const at = now().toISOString();
    const until = new Date(now().getTime() + leaseMs).toISOString();
    let due = store
      .selectFrom('guest_messages')
      .select('id')
      .where('state', '=', 'scheduled')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batch);
    if (postgres) due = due.forUpdate().skipLocked();
    return store
      .updateTable('guest_messages')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', 'in', due)
      .where('state', '=', 'scheduled')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .returning([
        'id',
        'hotel_id',
        'reservation_id',
        'guest_id',
        'kind',
        'recipient',
        'note',
        'due_at',
        'message_id',
        'attempts',
        'channel',
        'push_json',
      ])
      .execute();
  }

  /** Writes how the message ended, if this instance still holds it. */
  async function settle(
    id: number,
    values: { state: string; reason?: string | null; sent_at?: string | null },
  ) {
    await store
      .updateTable('guest_messages')
      .set({ ...values, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async function retryLater(message: Claimed, error: unknown) {
    const attempts = message.attempts + 1;
    const at = now().getTime();
    if (isPermanent(error) || at - Date.parse(message.due_at) >= GIVE_UP_MS) {
      await settle(message.id, { state: 'failed', reason: reasonOf(error) });
      return;
    }
    const wait = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await store
      .updateTable('guest_messages')
      .set({
        attempts,
        reason: reasonOf(error),
        next_attempt_at: new Date(at + wait).toISOString(),
        lease_owner: null,
        lease_until: null,
      })
      .where('id', '=', message.id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** A single-use sign-in link for the guest, stored hashed, ending with the stay (the rating: 7 days later). */
  async function linkFor(
    message: Claimed,
    hotel: HotelOfMessage,
    departureDate: string,
    publicUrl: string,
  ): Promise<string> {
    const { token, tokenHash } = newAccessToken();
    const days = message.kind === 'rate-your-stay' ? 8 : 1;
    await store
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        guest_id: message.guest_id,
        hotel_id: hotel.id,
        kind: 'sign-in-link',
        created_at: now().toISOString(),
        expires_at: atSendHour(addDays(departureDate, days), 0, hotel.tenant.timeZone),
      })
      .execute();
    const url = new URL('auth', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
    url.searchParams.set('token', token);
    return url.toString();
  }

  async function billFor(reservationId: number, language: 'en' | 'vi') {
    const bill = billOf(await bills.linesOf(reservationId), await bills.receiptsOf(reservationId));
    const names = BILL_NAMES[language];
    return {
      currency: bill.currency,
      lines: bill.groups
        .filter((group) => group.lines.length > 0)
        .map((group) => ({ label: names[group.group], amount: group.subtotal })),
      totals: [
        { label: names.net, amount: bill.net },
        { label: names.serviceCharge, amount: bill.serviceCharge },
        { label: names.vat, amount: bill.vatTotal },
        { label: names.total, amount: bill.total },
        { label: names.paid, amount: bill.paid },
        { label: names.balance, amount: bill.balance },
      ],
    };
  }

  /**
   * Holds the message again, for a full lease from now, right before it is sent: a batch may take
   * longer than one lease, and a message another instance took meanwhile is left to it.
   */
  async function holdAgain(id: number): Promise<boolean> {
    const result = await store
      .updateTable('guest_messages')
      .set({ lease_until: new Date(now().getTime() + leaseMs).toISOString() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliver(message: Claimed): Promise<void> {
    if (!(await holdAgain(message.id))) return;
    const hotel = (await hotelsById()).get(message.hotel_id);
    const row = await store
      .selectFrom('reservations as r')
      .innerJoin('guests as g', 'g.reservation_id', 'r.id')
      .select([
        'r.reservation_number',
        'r.arrival_date',
        'r.departure_date',
        'r.room_number',
        'r.cancelled_at',
        'r.check_in_submitted_at',
        'r.language',
        'g.first_name',
        'g.last_name',
      ])
      .where('r.id', '=', message.reservation_id)
      .where('g.id', '=', message.guest_id)
      .executeTakeFirst();
    if (!hotel || !row) return settle(message.id, { state: 'skipped', reason: 'guest gone' });
    if (row.cancelled_at !== null)
      return settle(message.id, { state: 'cancelled', reason: 'reservation cancelled' });
    if (message.channel === PUSH_CHANNEL) return deliverPush(message, hotel, row.language);
    const kind = message.kind as GuestMessageKind;
    const settings = await messageSettingsOf(store, hotel.id);
    if (!settings.kinds[kind])
      return settle(message.id, { state: 'skipped', reason: 'switched off' });
    // Judged when due: the reminder only while pre check-in is not sent, the rating only unrated.
    if (kind === 'reminder' && row.check_in_submitted_at !== null)
      return settle(message.id, { state: 'skipped', reason: 'pre check-in sent' });
    if (kind === 'rate-your-stay') {
      const rated = await store
        .selectFrom('ratings')
        .select('guest_id')
        .where('guest_id', '=', message.guest_id)
        .executeTakeFirst();
      if (rated) return settle(message.id, { state: 'skipped', reason: 'already rated' });
    }
    if (!options.transport)
      return settle(message.id, { state: 'not-sent', reason: NO_MAIL_SERVER });
    const publicUrl = hotel.tenant.portalPublicUrl ?? options.portalPublicUrl;
    const from = hotel.tenant.mailFrom ?? options.mailFrom;
    if (!from)
      return settle(message.id, { state: 'failed', reason: 'no sender address (MAIL_FROM)' });
    if (LINKED.has(kind) && !publicUrl)
      return settle(message.id, {
        state: 'failed',
        reason: 'no public portal address (PORTAL_PUBLIC_URL)',
      });
    const language =
      row.language === 'en' || row.language === 'vi' ? row.language : hotel.tenant.defaultLanguage;
    const contacts = hotel.tenant.contacts;
    const input: GuestMessageInput = {
      kind,
      language,
      hotel: {
        name: hotel.tenant.displayName,
        themeColor: hotel.tenant.themeColor,
        contacts: {
          ...(contacts.phone ? { phone: contacts.phone } : {}),
          ...(from ? { email: from } : {}),
          ...(contacts.messengerPage ? { messenger: contacts.messengerPage } : {}),
          ...(contacts.zalo ? { zalo: contacts.zalo } : {}),
          ...(contacts.whatsapp ? { whatsapp: contacts.whatsapp } : {}),
        },
      },
      guest: { givenName: row.first_name, surname: row.last_name },
      reservation: {
        number: row.reservation_number,
        arrivalDate: row.arrival_date,
        departureDate: row.departure_date,
        ...(row.room_number ? { roomNumber: row.room_number } : {}),
      },
      ...(message.note ? { note: message.note } : {}),
      ...(kind === 'after-check-out'
        ? { bill: await billFor(message.reservation_id, language) }
        : {}),
      ...(LINKED.has(kind) && publicUrl
        ? { link: await linkFor(message, hotel, row.departure_date, publicUrl) }
        : {}),
    };
    const rendered = await options.render(input);
    try {
      await options.transport.sendMail({
        from: { name: hotel.tenant.displayName, address: from },
        to: message.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        // Stable per message: a send repeated after a crash carries the same Message-ID.
        messageId: `<${message.message_id}@${domainOf(from)}>`,
        headers: { 'X-Guest-Message': `${kind}; ${message.id}` },
      });
    } catch (error) {
      return retryLater(message, error);
    }
    await settle(message.id, { state: 'sent', reason: null, sent_at: now().toISOString() });
  }

  async function deliverPush(message: Claimed, hotel: HotelOfMessage, language: string | null) {
    if (!options.push) return settle(message.id, { state: 'not-sent', reason: 'no push sender' });
    let outcome: 'sent' | 'gone';
    try {
      outcome = await options.push.send({
        endpoint: message.recipient,
        kind: message.kind as GuestPushKind,
        content: message.push_json ?? '{}',
        language: language === 'en' || language === 'vi' ? language : hotel.tenant.defaultLanguage,
        hotelName: hotel.tenant.displayName,
      });
    } catch (error) {
      return retryLater(message, error);
    }
    if (outcome === 'gone')
      return settle(message.id, { state: 'skipped', reason: 'subscription gone' });
    await settle(message.id, { state: 'sent', reason: null, sent_at: now().toISOString() });
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const message = claimed[next++];
        if (!message) break;
        try {
          await deliver(message);
        } catch (error) {
          options.onError?.(error);
          await retryLater(message, error).catch(options.onError);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    return claimed.length;
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const loop = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        while (!stopped && (await runOnce()) === batch);
      } catch (error) {
        options.onError?.(error);
      }
    })().finally(() => {
      running = null;
      if (again) {
        again = false;
        loop();
      }
    });
  };
  const timer = setInterval(loop, options.pollMs ?? 2_000);
  timer.unref();
  return {
    runOnce,
    wake: loop,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

const BILL_NAMES = {
  en: {
    room: 'Room',
    'room-service': 'Room service',
    'other-services': 'Other services',
    'food-and-beverage': 'Food and beverage',
    net: 'Net',
    serviceCharge: 'Service charge',
    vat: 'VAT',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
  },
  vi: {
    room: 'Phòng',
    'room-service': 'Dịch vụ phòng',
    'other-services': 'Dịch vụ khác',
    'food-and-beverage': 'Ăn uống',
    net: 'Thành tiền',
    serviceCharge: 'Phí dịch vụ',
    vat: 'Thuế GTGT',
    total: 'Tổng cộng',
    paid: 'Đã thanh toán',
    balance: 'Còn lại',
  },
} as const satisfies Record<
  'en' | 'vi',
  Record<BillGroupName | 'net' | 'serviceCharge' | 'vat' | 'total' | 'paid' | 'balance', string>
>;
