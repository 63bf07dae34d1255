import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract, RouteName } from '@portal/api-client/contract';
import { contract } from '@portal/api-client/contract';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import { HttpError } from './http-error.ts';
import { requireGuest, requireHotel, type GuestIdentity, type Hotel } from './request-context.ts';

type Parsed<R, K extends keyof RouteDefinition> =
  R extends Record<K, z.ZodType> ? z.output<R[K]> : undefined;

export interface HandlerContext<R extends RouteDefinition> {
  hotel: Hotel;
  /** Present on every route with `auth: true`. */
  guest: R extends { auth: true } ? GuestIdentity : GuestIdentity | null;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  headers: Parsed<R, 'headers'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends RouteDefinition> = (
  context: HandlerContext<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export type Handlers = { [K in RouteName]: Handler<Contract[K]> };

export function validate(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = details[0];
  throw new HttpError(
    'VALIDATION_FAILED',
    first ? `${first.path}: ${first.message}` : 'Invalid request',
    {
      details,
    },
  );
}

/** Only the headers a route declares, so the rest of the request's headers never reach a handler. */
function pickHeaders(
  schema: z.ZodType | undefined,
  headers: FastifyRequest['headers'],
): Record<string, unknown> {
  if (!schema || !('shape' in schema) || typeof schema.shape !== 'object' || schema.shape === null)
    return {};
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, headers[name]]));
}

function toFastifyPath(path: string): string {
  return `/api${path}`;
}

/**
 * Registers every call of the contract with its handler. Requests are validated and responses
 * serialised with the contract's own zod schemas, so the two sides cannot drift apart.
 * Multipart calls parse their own body (see the pre check-in feature) and get `body` undefined.
 */
export function registerContract(
  app: FastifyInstance,
  handlers: Handlers,
  routeConfig: Partial<Record<RouteName, Record<string, unknown>>> = {},
): void {
  for (const [name, route] of Object.entries(contract) as [RouteName, RouteDefinition][]) {
    const handler = handlers[name] as Handler<RouteDefinition>;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      config: routeConfig[name] ?? {},
      handler: async (request, reply) => {
        const hotel = requireHotel(request);
        const guest = route.auth ? requireGuest(request) : request.guest;
        if (!route.multipart && request.isMultipart()) {
          throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json)');
        }
        const context = {
          hotel,
          guest,
          params: validate(route.params, request.params, 'params'),
          query: validate(route.query, request.query, 'query'),
          body: route.multipart ? undefined : validate(route.body, request.body, 'body'),
          headers: validate(route.headers, pickHeaders(route.headers, request.headers), 'headers'),
          request,
          reply,
        } as HandlerContext<RouteDefinition>;
        const result = await handler(context);
        const parsed = route.response.safeParse(result);
        if (!parsed.success) {
          request.log.error(
            { issues: parsed.error.issues, route: name },
            'response broke its schema',
          );
          throw new HttpError('INTERNAL', 'Something went wrong');
        }
        reply.code(route.successStatus ?? 200);
        return parsed.data;
      },
    });
  }
}
