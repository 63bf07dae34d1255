import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** A tiny real HTTP server: records each request and answers what the test tells it. */
export interface StubServer {
  baseURL: string;
  seen: SeenRequest[];
  answer: (request: SeenRequest) => StubAnswer;
  close(): Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  const stub: StubServer = {
    baseURL: '',
    seen: [],
    answer: () => ({ status: 200, body: {} }),
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      stub.seen.push(seen);
      const { status, body } = stub.answer(seen);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseURL = `http://127.0.0.1:${port}/api`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
