import type { FastifyRequest } from 'fastify';

/**
 * An API call by the route Fastify matched, or for an unmatched address by its path, so a request
 * line in absolute form (`GET http://host/api/… HTTP/1.1`) gets the API's checks like any other.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched.startsWith('/api/');
  const pathname =
    /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^?#]*)?/i.exec(request.url)?.[1] ?? request.url;
  return pathname.startsWith('/api/');
}
