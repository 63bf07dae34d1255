import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: a one-time sign-in link's token. */
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/** Fastify's request log entry, with secrets in the query replaced. */
export function requestLogEntry(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
