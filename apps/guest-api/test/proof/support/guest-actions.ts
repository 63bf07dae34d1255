import { randomUUID } from 'node:crypto';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { ProofApp } from './proof-app.ts';

type Json = Record<string, unknown>;

export interface GuestCall {
  status: number;
  body: Json;
}

/** One signed-in guest's calls, through the real routes. */
export function guestClient(proof: ProofApp, hotelKey: string, token: string) {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<GuestCall> {
    const response = await proof.inject({
      method,
      url,
      headers: { [HOTEL_KEY_HEADER]: hotelKey, authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
    return { status: response.statusCode, body: response.json() as Json };
  }
  return { call };
}
export type GuestClient = ReturnType<typeof guestClient>;

function expectOk(what: string, answer: GuestCall): Json {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** What a guest made: each id belongs to that guest alone. */
export interface GuestTraces {
  orderId: number;
  programId: number;
  myActivityId: number;
  localTipId: number;
  favoriteItemId: number;
  /** A text only this guest wrote, to look for in other guests' answers. */
  marker: string;
}

/**
 * `pick` chooses among the programs, activities and tips, so two guests' traces differ.
 * Leaves a trace of the guest in every kind of thing a guest owns: an order, a program
 * reservation, an activity, a like, a favourite, billing information, a rating and a message to
 * the hotel.
 */
export async function leaveTraces(
  guest: GuestClient,
  marker = `trace-${randomUUID()}`,
  pick = 0,
): Promise<GuestTraces> {
  const menu = expectOk('menu', await guest.call('GET', '/api/room-service/menu')) as {
    categories: { items: { id: number; available: boolean }[] }[];
  };
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.available);
  if (!item) throw new Error('No available menu item');
  const order = expectOk(
    'order',
    await guest.call(
      'POST',
      '/api/room-service/orders',
      { lines: [{ itemId: item.id, quantity: 1 }], notes: marker },
      { 'idempotency-key': `proof-${randomUUID()}` },
    ),
  );

  const programs = expectOk('programs', await guest.call('GET', '/api/programs')) as {
    programs: { id: number; fullyBooked: boolean; startsAt: string }[];
  };
  const program = programs.programs.filter(
    (candidate) => !candidate.fullyBooked && candidate.startsAt > new Date().toISOString(),
  )[pick];
  if (!program) throw new Error('No program open for reservation');
  expectOk(
    'reserve program',
    await guest.call('POST', `/api/programs/${program.id}/reservation`, {
      seats: 1,
      notes: marker,
    }),
  );

  const activities = expectOk('activities', await guest.call('GET', '/api/activities')) as {
    activities: { id: number; openDays: string[] }[];
  };
  const mine = expectOk('my activities', await guest.call('GET', '/api/my-activities')) as {
    remainingStayDates: string[];
  };
  const weekday = (date: string) =>
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${date}T12:00:00Z`).getUTCDay()] ??
    '';
  let myActivityId = 0;
  search: for (const activity of activities.activities.slice(pick)) {
    for (const date of mine.remainingStayDates) {
      if (!activity.openDays.includes(weekday(date))) continue;
      const added = await guest.call('POST', '/api/my-activities', {
        activityId: activity.id,
        date,
        scope: 'day',
      });
      if (added.status === 201) {
        myActivityId = Number((added.body as { added: { id: number }[] }).added[0]?.id);
        break search;
      }
    }
  }
  if (!myActivityId) throw new Error('Could not add any activity');

  const tips = expectOk('local tips', await guest.call('GET', '/api/local-tips')) as {
    localTips: { id: number }[];
  };
  const tip = tips.localTips[pick];
  if (!tip) throw new Error('No local tip');
  expectOk('like', await guest.call('PUT', `/api/local-tips/${tip.id}/like`));
  expectOk('favourite', await guest.call('PUT', `/api/favorites/local-tip/${tip.id}`));
  expectOk(
    'billing',
    await guest.call('PUT', '/api/billing-info', {
      taxCode: '0301234567',
      businessName: marker,
      address: `${marker} street`,
      email: '',
    }),
  );
  // A message to the hotel (multipart, as the portal sends it).
  const boundary = 'proof-message';
  expectOk(
    'message',
    await guest.call(
      'POST',
      '/api/conversation/messages',
      `--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify({ text: marker })}\r\n--${boundary}--\r\n`,
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': `proof-${randomUUID()}`,
      },
    ),
  );
  const rated = await guest.call('PUT', '/api/rating', { score: 5, experience: marker });
  if (rated.status !== 200 && rated.body.code !== 'RATING_BEFORE_ARRIVAL')
    expectOk('rating', rated);

  return {
    orderId: Number(order.id),
    programId: program.id,
    myActivityId,
    localTipId: tip.id,
    favoriteItemId: tip.id,
    marker,
  };
}
