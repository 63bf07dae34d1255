import { setTimeout as sleep } from 'node:timers/promises';
import { newDataDir, startApi, type ApiProcess } from '../api-process.ts';
import { demoSignIn, guestHeaders, signIn } from '../demo-guests.ts';
import {
  firstMenuItem,
  listOrders,
  newIdempotencyKey,
  orderBody,
  placeOrder,
  type OrderAttempt,
} from '../guest-calls.ts';
import { PORTS } from '../paths.ts';
import { mark, table, type Section } from '../report.ts';

const WORKERS = 24;

interface Check {
  what: string;
  figures: string;
  passed: boolean;
}

/** Counts the guest's orders by the Idempotency-Key written into their notes. */
function ordersByKey(orders: { notes: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const order of orders) {
    const key = /^bench (\S+)$/.exec(order.notes)?.[1];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function signedIn(api: ApiProcess) {
  const guest = await demoSignIn('esg', 'arrived');
  const headers = guestHeaders(guest, await signIn(api.url, guest));
  return { headers, itemId: await firstMenuItem(api.url, headers) };
}

/** SIGKILL while orders are placed, restart on the same data: acknowledged orders survive, none doubles. */
async function killDuringOrders(): Promise<Check[]> {
  const dataDir = newDataDir('kill');
  const port = PORTS.reliability + 1;
  let api = await startApi({ port, dataDir });
  const { headers, itemId } = await signedIn(api);
  const attempts: OrderAttempt[] = [];
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const key = newIdempotencyKey();
      attempts.push(await placeOrder(api.url, headers, orderBody(itemId, key), key));
    }
  };
  const workers = Array.from({ length: WORKERS }, () => worker());
  await sleep(1500);
  await api.stop('SIGKILL');
  killed = true;
  await Promise.all(workers);

  api = await startApi({ port, dataDir });
  try {
    const acked = attempts.filter((attempt) => attempt.orderId !== undefined);
    const unacked = attempts.filter((attempt) => attempt.orderId === undefined);
    const refusedWithCode = unacked.filter((attempt) => attempt.code);
    // The session outlives the process: it is in the database, not in memory.
    let sessionSurvived = true;
    let after = await listOrders(api.url, headers).catch(() => null);
    let readHeaders = headers;
    if (!after) {
      sessionSurvived = false;
      readHeaders = (await signedIn(api)).headers;
      after = await listOrders(api.url, readHeaders);
    }
    const counts = ordersByKey(after);
    const ackedLost = acked.filter((attempt) => counts.get(attempt.key) !== 1);
    const storedUnacked = unacked.filter((attempt) => (counts.get(attempt.key) ?? 0) > 0).length;
    const doubledBeforeRetry = [...counts.values()].filter((count) => count > 1).length;

    const retries = await Promise.all(
      unacked
        .filter((attempt) => !attempt.code)
        .map((attempt) =>
          placeOrder(api.url, readHeaders, orderBody(itemId, attempt.key), attempt.key),
        ),
    );
    const retryFailures = retries.filter((attempt) => attempt.orderId === undefined);
    const afterRetry = ordersByKey(await listOrders(api.url, readHeaders));
    const notOnce = unacked
      .filter((attempt) => !attempt.code)
      .filter((attempt) => afterRetry.get(attempt.key) !== 1);
    const ackedStillOnce = acked.filter((attempt) => afterRetry.get(attempt.key) !== 1);
    const sameIdOnRetry = retries.filter((retry) => {
      const stored = unacked.find((attempt) => attempt.key === retry.key);
      return stored && (counts.get(retry.key) ?? 0) > 0 && retry.orderId !== undefined;
    }).length;
    console.log(
      `  SIGKILL: ${acked.length} acknowledged, ${unacked.length} not (${storedUnacked} of those stored anyway), ${ackedLost.length} acknowledged lost; retries: ${retries.length}, ${retryFailures.length} failed, ${notOnce.length} not exactly once`,
    );
    return [
      {
        what: 'SIGKILL mid-orders: every acknowledged (2xx) order is there after restart, once',
        figures: `${acked.length} acknowledged in 1.5 s by ${WORKERS} clients; ${ackedLost.length} missing or doubled; ${doubledBeforeRetry} keys doubled`,
        passed: acked.length > 0 && ackedLost.length === 0 && doubledBeforeRetry === 0,
      },
      {
        what: 'Unacknowledged orders retried with the same Idempotency-Key after restart: one order each',
        figures: `${unacked.length} unacknowledged (${refusedWithCode.length} refused with a code, ${storedUnacked} had been stored before the kill, ${sameIdOnRetry} of those answered with the stored order on retry); ${retries.length} retried, ${retryFailures.length} retries failed, ${notOnce.length + ackedStillOnce.length} keys not exactly once`,
        passed: retryFailures.length === 0 && notOnce.length === 0 && ackedStillOnce.length === 0,
      },
      {
        what: 'The access token still works after the restart (sessions are stored, not in memory)',
        figures: sessionSurvived ? 'same token read the orders' : 'had to sign in again',
        passed: sessionSurvived,
      },
    ];
  } finally {
    await api.stop();
  }
}

/** SIGTERM with requests in flight: they finish (or are refused with a body), none is cut. */
async function terminateDuringOrders(): Promise<Check[]> {
  const dataDir = newDataDir('term');
  const port = PORTS.reliability + 2;
  let api = await startApi({ port, dataDir });
  const { headers, itemId } = await signedIn(api);
  const quick = Array.from({ length: 40 }, () => {
    const key = newIdempotencyKey();
    return placeOrder(api.url, headers, orderBody(itemId, key), key);
  });
  const slow = Array.from({ length: 5 }, () => {
    const key = newIdempotencyKey();
    return placeOrder(api.url, headers, orderBody(itemId, key), key, 2000);
  });
  await sleep(150);
  const terminatedAt = Date.now();
  api.child.kill('SIGTERM');
  const [quickResults, slowResults] = await Promise.all([Promise.all(quick), Promise.all(slow)]);
  const exit = await api.exited;
  const exitMs = Date.now() - terminatedAt;
  const all = [...quickResults, ...slowResults];
  const completed = all.filter((attempt) => attempt.orderId !== undefined);
  const refusedCleanly = all.filter(
    (attempt) =>
      attempt.code !== undefined ||
      (attempt.networkError === 'ECONNREFUSED' && !attempt.sentBeforeFailure),
  );
  const cut = all.filter(
    (attempt) => attempt.orderId === undefined && !refusedCleanly.includes(attempt),
  );
  const slowCompleted = slowResults.filter((attempt) => attempt.orderId !== undefined).length;

  api = await startApi({ port, dataDir });
  try {
    const stored = ordersByKey(await listOrders(api.url, headers));
    const lost = completed.filter((attempt) => stored.get(attempt.key) !== 1);
    console.log(
      `  SIGTERM: ${completed.length} completed, ${refusedCleanly.length} refused cleanly, ${cut.length} cut; slow ${slowCompleted}/5; exit ${exit} after ${exitMs} ms; ${lost.length} lost`,
    );
    return [
      {
        what: 'SIGTERM with 40 orders and 5 slowly streamed orders in flight: none cut',
        figures: `${completed.length} completed 2xx, ${refusedCleanly.length} refused cleanly, ${cut.length} cut${cut.length ? ` (${[...new Set(cut.map((a) => a.networkError ?? a.status))].join(', ')})` : ''}; ${slowCompleted} of 5 slow uploads completed; process ${exit} ${exitMs} ms after the signal`,
        passed: cut.length === 0 && slowCompleted === 5 && exit === 'exit 0',
      },
      {
        what: 'Orders answered 2xx during the shutdown are stored after restart',
        figures: `${completed.length - lost.length} of ${completed.length} stored once`,
        passed: lost.length === 0,
      },
    ];
  } finally {
    await api.stop();
  }
}

export async function faults(): Promise<Section> {
  const checks = [...(await killDuringOrders()), ...(await terminateDuringOrders())];
  return {
    id: 'faults',
    title: 'Reliability: faults',
    body: `\`npm run bench -- --reliability\`: the real API process on its own data folder (SQLite in WAL mode), the
demo guest ESG1001 placing room-service orders, each with a fresh Idempotency-Key (also written in the order's
notes, so orders can be counted by key). Orders go on fresh connections (no keep-alive), as a phone would after
a network change.

${table(
  ['check', 'figures', 'passed'],
  checks.map((check) => [check.what, check.figures, mark(check.passed)]),
)}`,
  };
}
