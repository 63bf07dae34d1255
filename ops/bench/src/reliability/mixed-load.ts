import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { TenantId } from '@portal/tenant-schema/load-tenant';
import { startApi } from '../api-process.ts';
import {
  demoSignIn,
  guestHeaders,
  sessionCookieToken,
  signIn,
  type DemoSignIn,
  type Story,
} from '../demo-guests.ts';
import { firstMenuItem } from '../guest-calls.ts';
import { hammer } from '../load.ts';
import { PORTS } from '../paths.ts';
import { mark, table, type Section } from '../report.ts';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Memory is flat when the last 10 s average no more than this above the average of 10 s after warm-up. */
const FLAT_GROWTH = 0.15;
/** A guest signs in again after this long: about 12 sign-ins a minute per guest, under the API's per-address budget. */
const SESSION_MS = 5_000;

/** Guests with a room in each hotel: the connections take turns. */
const GUESTS: [TenantId, Story][] = [
  ['esg', 'arrived'],
  ['esg', 'departsToday'],
  ['vct', 'arrived'],
  ['vct', 'departsToday'],
  ['ehh', 'arrived'],
  ['ehh', 'departsToday'],
];

interface LoadGuest {
  signIn: DemoSignIn;
  itemId: number;
}

/** What one connection (one guest's phone) remembers between its requests. */
interface Phone {
  guest?: LoadGuest;
  address?: string;
  token?: string;
  signedInAt?: number;
}

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/**
 * 60 s of guests on 100 phones signing in, reading their profile and the menu, and ordering
 * with an Idempotency-Key. Each phone has its own address (X-Forwarded-For through one trusted
 * proxy, as in a deployment behind TLS), so the per-address sign-in limit applies as it would.
 */
export async function mixedLoad(): Promise<Section> {
  const api = await startApi({
    port: PORTS.reliability,
    logLevel: 'warn',
    env: { TRUST_PROXY: '1' },
  });
  const samples: { second: number; rssMb: number }[] = [];
  try {
    const guests: LoadGuest[] = [];
    for (const [tenant, story] of GUESTS) {
      const guest = await demoSignIn(tenant, story);
      guests.push({
        signIn: guest,
        itemId: await firstMenuItem(api.url, guestHeaders(guest, await signIn(api.url, guest))),
      });
    }
    let phones = 0;
    const phoneOf = (context: object): Required<Pick<Phone, 'guest' | 'address'>> & Phone => {
      const phone = context as Phone;
      if (!phone.guest || !phone.address) {
        phones += 1;
        phone.guest = guests[phones % guests.length];
        phone.address = `10.${Math.floor(phones / 250)}.${phones % 250}.7`;
      }
      return phone as Required<Pick<Phone, 'guest' | 'address'>> & Phone;
    };
    const asGuest = (request: autocannon.Request, context: object): autocannon.Request => {
      const phone = phoneOf(context);
      return {
        ...request,
        headers: {
          ...request.headers,
          'x-forwarded-for': phone.address,
          [HOTEL_KEY_HEADER]: phone.guest.signIn.hotelKey,
          authorization: `Bearer ${phone.token ?? ''}`,
        },
      };
    };
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: api.rssMb() });
    }, 1000);
    const figures = await hammer('mixed guest traffic', {
      url: api.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sign-in',
          setupRequest: (request, context) => {
            const phone = phoneOf(context);
            const prepared = asGuest(request, context);
            // A signed-in guest looks at their orders instead of signing in again.
            if (phone.token && Date.now() - (phone.signedInAt ?? 0) < SESSION_MS) {
              return {
                ...prepared,
                method: 'GET',
                path: '/api/room-service/orders',
                body: undefined,
              };
            }
            return {
              ...prepared,
              headers: {
                ...prepared.headers,
                authorization: '',
                'content-type': 'application/json',
              },
              body: JSON.stringify(phone.guest.signIn.body),
            };
          },
          onResponse: (status, _body, context, headers) => {
            const phone = context as Phone;
            // autocannon names raw headers as the server spelt them.
            const setCookie: unknown = Object.entries(headers ?? {}).find(
              ([name]) => name.toLowerCase() === 'set-cookie',
            )?.[1];
            const token = sessionCookieToken(
              Array.isArray(setCookie) ? setCookie.join(', ') : String(setCookie ?? ''),
            );
            if (status === 200 && token) {
              phone.token = token;
              phone.signedInAt = Date.now();
            }
          },
        },
        { method: 'GET', path: '/api/customer-flow/me', setupRequest: asGuest },
        { method: 'GET', path: '/api/room-service/menu', setupRequest: asGuest },
        {
          method: 'POST',
          path: '/api/room-service/orders',
          setupRequest: (request, context) => {
            const key = `load-${randomUUID()}`;
            const prepared = asGuest(request, context);
            return {
              ...prepared,
              headers: {
                ...prepared.headers,
                'content-type': 'application/json',
                'idempotency-key': key,
              },
              body: JSON.stringify({
                lines: [{ itemId: phoneOf(context).guest.itemId, quantity: 1 }],
                notes: key,
              }),
            };
          },
        },
      ],
    });
    clearInterval(sampler);
    // Warm-up (V8 sizing its heap, SQLite its cache) takes the first ~15 s: compare from a third in.
    const warmFrom = Math.round(SECONDS / 3);
    const warm = samples
      .filter((sample) => sample.second >= warmFrom && sample.second < warmFrom + 10)
      .map((sample) => sample.rssMb);
    const last = samples.slice(-10).map((sample) => sample.rssMb);
    const peak = Math.max(...samples.map((sample) => sample.rssMb));
    const growth = mean(last) / Math.max(1, mean(warm)) - 1;
    const flat = growth <= FLAT_GROWTH;
    console.log(
      `  RSS ${warmFrom}-${warmFrom + 10} s ${mean(warm).toFixed(0)} MB, last 10 s ${mean(last).toFixed(0)} MB, peak ${peak} MB`,
    );
    const trace = samples
      .filter((sample) => sample.second % 5 === 0)
      .map((sample) => `${sample.second}s ${Math.round(sample.rssMb)}`)
      .join(' · ');
    return {
      id: 'load',
      title: 'Reliability: mixed load',
      body: `\`npm run bench -- --reliability\`: ${CONNECTIONS} connections (phones) for ${SECONDS} s on loopback, each a guest with a
room in one of the three hotels, cycling through sign-in (POST /api/auth/sign-in; a phone signed in less than
${SESSION_MS / 1000} s ago reads GET /api/room-service/orders instead), profile (GET /api/customer-flow/me), menu
(GET /api/room-service/menu) and an order (POST /api/room-service/orders, a new Idempotency-Key each). The API runs with
TRUST_PROXY=1 (one proxy hop) and every phone sends its own X-Forwarded-For, so the per-address sign-in limit applies as behind a
TLS proxy. The API's resident memory (VmRSS) is sampled every second. Targets: zero errors (connection errors,
timeouts and non-2xx answers), memory flat (last 10 s within ${FLAT_GROWTH * 100}% of the ${warmFrom}-${warmFrom + 10} s average, after warm-up).

${table(
  [
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'answers',
    `RSS ${warmFrom}-${warmFrom + 10} s MB`,
    'RSS last 10 s MB',
    'RSS peak MB',
    'targets',
  ],
  [
    [
      figures.requests,
      figures.requestsPerSecond,
      figures.p50Ms,
      figures.p99Ms,
      figures.errors,
      figures.statusCounts,
      mean(warm).toFixed(0),
      mean(last).toFixed(0),
      peak,
      mark(figures.errors === 0 && flat),
    ],
  ],
)}

RSS (MB) over the run: ${trace}`,
    };
  } finally {
    await api.stop();
  }
}
