import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's subscription, as `PushSubscription.toJSON()` gives it, with its private key. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  /** The payload decrypted with the device's keys (RFC 8291, aes128gcm). */
  payload: unknown;
}

/**
 * A push service on 127.0.0.1, as a browser vendor runs one: it takes the API's encrypted POSTs at
 * the devices' endpoints (`https://push.test/<device>`, reached through `fetch`), which this
 * service decrypts with each device's private key. `answer` makes a device's next pushes fail.
 */
export interface TestPushService {
  received: ReceivedPush[];
  /** A new device's subscription, with keys made as a browser makes them. */
  device(name: string): TestDevice;
  /** What the service answers a device's pushes from now on: a status, or 'drop' (no answer). */
  answer(name: string, outcome: number | 'drop'): void;
  /** How many requests a device's endpoint has received (whatever the answer). */
  attempts(name: string): number;
  /** The `fetch` the API sends pushes with: the push.test host is this service. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

const HOST = 'https://push.test/';

export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<string, TestDevice>();
  const outcomes = new Map<string, number | 'drop'>();
  const tries = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      tries.set(name, (tries.get(name) ?? 0) + 1);
      const outcome = outcomes.get(name) ?? 201;
      if (outcome === 'drop') {
        request.socket.destroy();
        return;
      }
      const device = devices.get(name);
      if (outcome === 201 && device) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.keys.auth,
        });
        received.push({
          device: name,
          headers: request.headers,
          payload: JSON.parse(plain.toString('utf8')),
        });
      }
      response.statusCode = device ? outcome : 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const local = `http://127.0.0.1:${port}/`;
  return {
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: TestDevice = {
        endpoint: `${HOST}${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      devices.set(name, device);
      return device;
    },
    answer(name, outcome) {
      outcomes.set(name, outcome);
    },
    attempts: (name) => tries.get(name) ?? 0,
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      return fetch(url.startsWith(HOST) ? `${local}${url.slice(HOST.length)}` : url, init);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
