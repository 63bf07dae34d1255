import { randomUUID } from 'node:crypto';
import http from 'node:http';

export interface OrderAttempt {
  key: string;
  /** 2xx with the order's id: the API acknowledged it. */
  orderId?: number;
  status?: number;
  /** A refusal with a body ({ code, message }): clean. */
  code?: string;
  /** The connection failed: never reached the server, or was cut. */
  networkError?: string;
  /** The request had been fully sent when the connection failed (a cut, not a refusal). */
  sentBeforeFailure?: boolean;
}

export interface OrderBody {
  lines: { itemId: number; quantity: number }[];
  notes: string;
}

/** The order body the reliability runs place; the Idempotency-Key goes in the notes too, to count orders by key. */
export function orderBody(itemId: number, key: string): OrderBody {
  return { lines: [{ itemId, quantity: 1 }], notes: `bench ${key}` };
}

export const newIdempotencyKey = () => `bench-${randomUUID()}`;

/**
 * POSTs an order on its own connection (no keep-alive, so a closing server cannot race an idle
 * socket); `slowMs` streams the body in pieces over that time, keeping the request in flight.
 */
export function placeOrder(
  apiUrl: string,
  headers: Record<string, string>,
  body: OrderBody,
  key: string,
  slowMs = 0,
): Promise<OrderAttempt> {
  const payload = Buffer.from(JSON.stringify(body));
  const url = new URL('/api/room-service/orders', apiUrl);
  return new Promise((resolve) => {
    let sent = false;
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': payload.length,
          'idempotency-key': key,
          connection: 'close',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) =>
          resolve({
            key,
            status: response.statusCode,
            networkError: error.message,
            sentBeforeFailure: true,
          }),
        );
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          let parsed: { id?: number; code?: string } = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString()) as { id?: number; code?: string };
          } catch {
            // Not JSON: judged by its status below.
          }
          resolve(
            status >= 200 && status < 300
              ? { key, status, orderId: parsed.id }
              : { key, status, code: parsed.code ?? 'no body' },
          );
        });
      },
    );
    request.on('error', (error) =>
      resolve({
        key,
        networkError: (error as NodeJS.ErrnoException).code ?? error.message,
        sentBeforeFailure: sent,
      }),
    );
    if (slowMs <= 0) {
      request.end(payload, () => {
        sent = true;
      });
      return;
    }
    const pieces = 5;
    const size = Math.ceil(payload.length / pieces);
    let index = 0;
    const writeNext = () => {
      const piece = payload.subarray(index * size, (index + 1) * size);
      index += 1;
      if (index >= pieces) {
        request.end(piece, () => {
          sent = true;
        });
      } else {
        request.write(piece);
        setTimeout(writeNext, slowMs / pieces);
      }
    };
    writeNext();
  });
}

/** The first available menu item, for orders. */
export async function firstMenuItem(
  apiUrl: string,
  headers: Record<string, string>,
): Promise<number> {
  const response = await fetch(`${apiUrl}/api/room-service/menu`, { headers });
  if (!response.ok)
    throw new Error(
      `GET /api/room-service/menu answered ${response.status}: ${await response.text()}`,
    );
  const menu = (await response.json()) as {
    categories: { items: { id: number; available: boolean }[] }[];
  };
  const item = menu.categories
    .flatMap((category) => category.items)
    .find((candidate) => candidate.available);
  if (!item) throw new Error('The demo menu has no available item');
  return item.id;
}

/** Orders of the signed-in guest, as the API lists them. */
export async function listOrders(
  apiUrl: string,
  headers: Record<string, string>,
): Promise<{ id: number; notes: string }[]> {
  const response = await fetch(`${apiUrl}/api/room-service/orders`, { headers });
  if (!response.ok)
    throw new Error(
      `GET /api/room-service/orders answered ${response.status}: ${await response.text()}`,
    );
  return ((await response.json()) as { orders: { id: number; notes: string }[] }).orders;
}
