import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { startApi } from '../api-process.ts';
import { demoSignIn, guestHeaders, signIn } from '../demo-guests.ts';
import { firstMenuItem } from '../guest-calls.ts';
import { hammer } from '../load.ts';
import { PORTS } from '../paths.ts';
import { mark, table, type Section } from '../report.ts';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Memory is flat when the last 10 s average no more than this above the average just after warm-up. */
const FLAT_GROWTH = 0.15;

interface LoadContext {
  token?: string;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** 60 s of guests signing in, reading their profile and the menu, and ordering with an Idempotency-Key. */
export async function mixedLoad(): Promise<Section> {
  const api = await startApi({ port: PORTS.reliability, logLevel: 'warn' });
  const samples: { second: number; rssMb: number }[] = [];
  try {
    const guest = await demoSignIn('esg', 'arrived');
    const itemId = await firstMenuItem(api.url, guestHeaders(guest, await signIn(api.url, guest)));
    const hotel = { 'x-hotel-key': guest.hotelKey };
    const withToken = (request: autocannon.Request, context: object): autocannon.Request => ({
      ...request,
      headers: { ...request.headers, ...hotel, authorization: `Bearer ${(context as LoadContext).token ?? ''}` },
    });
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
          headers: { ...hotel, 'content-type': 'application/json' },
          body: JSON.stringify(guest.body),
          onResponse: (status, body, context) => {
            if (status === 200) (context as LoadContext).token = (JSON.parse(body) as { accessToken: string }).accessToken;
          },
        },
        { method: 'GET', path: '/api/customer-flow/me', setupRequest: withToken },
        { method: 'GET', path: '/api/room-service/menu', setupRequest: withToken },
        {
          method: 'POST',
          path: '/api/room-service/orders',
          setupRequest: (request, context) => {
            const key = `load-${randomUUID()}`;
            const prepared = withToken(request, context);
            return {
              ...prepared,
              headers: { ...prepared.headers, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({ lines: [{ itemId, quantity: 1 }], notes: key }),
            };
          },
        },
      ],
    });
    clearInterval(sampler);
    const warm = samples.filter((sample) => sample.second >= 10 && sample.second < 20).map((sample) => sample.rssMb);
    const last = samples.slice(-10).map((sample) => sample.rssMb);
    const peak = Math.max(...samples.map((sample) => sample.rssMb));
    const growth = mean(last) / Math.max(1, mean(warm)) - 1;
    const flat = growth <= FLAT_GROWTH;
    console.log(`  RSS after warm-up ${mean(warm).toFixed(0)} MB, last 10 s ${mean(last).toFixed(0)} MB, peak ${peak} MB`);
    const trace = samples
      .filter((sample) => sample.second % 5 === 0)
      .map((sample) => `${sample.second}s ${Math.round(sample.rssMb)}`)
      .join(' · ');
    return {
      id: 'load',
      title: 'Reliability: mixed load',
      body: `\`npm run bench -- --reliability\`: ${CONNECTIONS} connections for ${SECONDS} s on loopback, each cycling through
sign-in (POST /api/auth/sign-in), profile (GET /api/customer-flow/me), menu (GET /api/room-service/menu) and an
order (POST /api/room-service/orders, a new Idempotency-Key each); the API's resident memory (VmRSS) is sampled
every second. Targets: zero errors (connection errors, timeouts and non-2xx answers), memory flat (last 10 s within
${FLAT_GROWTH * 100}% of the 10-20 s average).

${table(
  ['requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'answers', 'RSS 10-20 s MB', 'RSS last 10 s MB', 'RSS peak MB', 'targets'],
  [[figures.requests, figures.requestsPerSecond, figures.p50Ms, figures.p99Ms, figures.errors, figures.statusCounts, mean(warm).toFixed(0), mean(last).toFixed(0), peak, mark(figures.errors === 0 && flat)]],
)}

RSS (MB) over the run: ${trace}`,
    };
  } finally {
    await api.stop();
  }
}
