import { randomUUID } from 'node:crypto';
import http from 'node:http';

/** One part of a multipart body: a text field, or a file whose bytes may come as many chunks. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | {
      kind: 'file';
      name: string;
      fileName: string;
      type: string;
      chunks: Iterable<Buffer> | AsyncIterable<Buffer>;
    };

export interface UploadAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A pre check-in sent over HTTP part by part, with backpressure, so a test can send many megabytes
 * without holding them, and can stop in the middle of a file (an async chunk source that waits)
 * as a slow phone would.
 */
export function startUpload(
  baseUrl: string,
  headers: Record<string, string>,
  parts: UploadPart[],
): Promise<UploadAnswer> {
  const boundary = `----proof${randomUUID()}`;
  const url = new URL(`${baseUrl}/api/check-in`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  let answered = false;
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
        });
        if (!request.writableEnded) request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
  });
  // Once the server has answered, the rest of the body no longer matters.
  const stopped = () => answered || request.destroyed;
  const write = async (bytes: Buffer) => {
    if (stopped()) return;
    if (!request.write(bytes))
      await new Promise((resolve) => request.once('drain', resolve).once('close', resolve));
  };
  void (async () => {
    for (const part of parts) {
      const disposition =
        part.kind === 'field'
          ? `form-data; name="${part.name}"`
          : `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`;
      await write(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
      if (part.kind === 'field') await write(Buffer.from(part.value));
      else for await (const chunk of part.chunks) await write(chunk);
      await write(Buffer.from('\r\n'));
    }
    await write(Buffer.from(`--${boundary}--\r\n`));
    if (!stopped()) request.end();
  })();
  return answer;
}

/** The same chunk again and again: `total` bytes of a file without holding them. */
export function* repeated(head: Buffer, filler: Buffer, total: number): Generator<Buffer> {
  yield head;
  let sent = head.length;
  while (sent < total) {
    const next = Math.min(filler.length, total - sent);
    yield next === filler.length ? filler : filler.subarray(0, next);
    sent += next;
  }
}
