import { performance } from 'node:perf_hooks';
import { EventSource } from 'eventsource';
import { demoStaffAccounts } from '@portal/guest-api/demo-staff';
import { startApi } from './api-process.ts';
import { demoSignIn, guestHeaders, signIn } from './demo-guests.ts';
import { newIdempotencyKey } from './guest-calls.ts';
import { PORTS } from './paths.ts';
import { mark, table, type Section } from './report.ts';
import { staffSession } from './staff-session.ts';

export const LIVE_TARGETS = { p99Ms: 250, streams: 1000 };
const ORDERS = Number(process.env.LIVE_ORDERS ?? 67);
const STREAMS = Number(process.env.LIVE_STREAMS ?? LIVE_TARGETS.streams);
const MOVES = ['Preparing', 'On its way', 'Delivered'] as const;

function percentile(sorted: number[], share: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

/** Opens the guest's stream and answers it once `ready` has come, with a way to wait for an event. */
async function guestStream(apiUrl: string, headers: Record<string, string>) {
  const waiting = new Map<string, () => void>();
  const stream = new EventSource(`${apiUrl}/api/events`, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...headers } }),
  });
  stream.addEventListener('order.updated', (message) => {
    const { orderId, status } = JSON.parse(message.data) as { orderId: number; status: string };
    waiting.get(`${orderId} ${status}`)?.();
  });
  await new Promise<void>((resolve, reject) => {
    stream.addEventListener('ready', () => resolve(), { once: true });
    stream.addEventListener('error', (event) => reject(new Error(event.message)), { once: true });
  });
  return {
    next: (orderId: number, status: string) =>
      new Promise<void>((resolve) => waiting.set(`${orderId} ${status}`, resolve)),
    close: () => stream.close(),
  };
}

/** How many guest streams one API process holds open at once (each answered `ready`). */
async function holdStreams(apiUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const opened = await Promise.allSettled(
    Array.from({ length: STREAMS }, async () => {
      const response = await fetch(`${apiUrl}/api/events`, { headers, signal: controller.signal });
      const reader = response.body?.getReader();
      const first = await reader?.read();
      if (!response.ok || !new TextDecoder().decode(first?.value).includes('ready')) {
        throw new Error(`stream ${response.status}`);
      }
    }),
  );
  return { held: opened.filter((one) => one.status === 'fulfilled').length, controller };
}

/** The time from a kitchen move to the guest's open stream telling it, and how many streams one API holds. */
export async function benchLive(): Promise<Section> {
  // One session from one address holds every stream here: the per-session and per-address limits
  // (apps/guest-api/README.md) are lifted, the instance's own cap kept above the streams measured.
  const api = await startApi({
    port: PORTS.live,
    logLevel: 'warn',
    env: {
      EVENT_STREAMS_PER_SESSION: String(STREAMS + 1),
      EVENT_STREAMS_PER_CLIENT: String(STREAMS + 1),
      EVENT_STREAMS_MAX: String(STREAMS + 1),
      MAX_CONNECTIONS: String(4 * (STREAMS + 1)),
    },
  });
  try {
    const guest = await demoSignIn('esg', 'arrived');
    const headers = guestHeaders(guest, await signIn(api.url, guest));
    const account = demoStaffAccounts('ESG').find((demo) => demo.role === 'kitchen');
    if (!account) throw new Error('No demo kitchen account');
    const kitchen = await staffSession(api.url, guest.hotelKey, account);
    const menu = (await (await fetch(`${api.url}/api/room-service/menu`, { headers })).json()) as {
      categories: { items: { id: number; available: boolean }[] }[];
    };
    const dish = menu.categories
      .flatMap((category) => category.items)
      .find((item) => item.available);
    if (!dish) throw new Error('No dish on the demo menu');
    const stream = await guestStream(api.url, headers);
    const delays: number[] = [];
    for (let placed = 0; placed < ORDERS; placed++) {
      const order = await fetch(`${api.url}/api/room-service/orders`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': newIdempotencyKey(),
        },
        body: JSON.stringify({ lines: [{ itemId: dish.id, quantity: 1 }] }),
      });
      if (order.status !== 201)
        throw new Error(`Ordering failed: ${order.status} ${await order.text()}`);
      const { id } = (await order.json()) as { id: number };
      for (const status of MOVES) {
        const told = stream.next(id, status);
        const start = performance.now();
        const moved = await fetch(`${api.url}/api/staff/orders/${id}/status`, {
          method: 'POST',
          headers: kitchen,
          body: JSON.stringify({ status }),
        });
        if (!moved.ok) throw new Error(`Move failed: ${moved.status} ${await moved.text()}`);
        await told;
        delays.push(performance.now() - start);
      }
    }
    stream.close();
    const rssBefore = api.rssMb();
    const { held, controller } = await holdStreams(api.url, headers);
    const rssHeld = api.rssMb();
    controller.abort();

    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 0.5);
    const p99 = percentile(delays, 0.99);
    const t = LIVE_TARGETS;
    return {
      id: 'live',
      title: 'Live updates: a kitchen move to the guest’s screen',
      body: `The API as \`node src/main.ts\` (LOG_LEVEL=warn, a fresh seeded database). The demo guest ESG1001 keeps
\`GET /api/events\` open (the \`eventsource\` package, as the portal reads it) and places ${ORDERS} orders; the demo
kitchen account moves each to Preparing, On its way and Delivered (\`POST /api/staff/orders/:id/status\`). Measured:
from sending a move to the guest's stream delivering its \`order.updated\` (the portal then reads its orders again),
one move at a time. Then ${STREAMS} guest streams are opened at once on the same process. Targets: p99 <
${t.p99Ms} ms, ${t.streams} streams held.

${table(
  [
    'moves',
    'p50 ms',
    'p99 ms',
    'streams opened',
    'streams held',
    'API memory before → holding (MB)',
    'targets',
  ],
  [
    [
      delays.length,
      p50,
      p99,
      STREAMS,
      held,
      `${rssBefore} → ${rssHeld}`,
      mark(p99 < t.p99Ms && held >= t.streams),
    ],
  ],
)}`,
    };
  } finally {
    await api.stop();
  }
}
