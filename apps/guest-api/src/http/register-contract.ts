import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract, RouteName } from '@portal/api-client/contract';
import { contract } from '@portal/api-client/contract';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import type { StaffContract, StaffRouteName } from '@portal/api-client/staff-contract';
import { staffContract } from '@portal/api-client/staff-contract';
import { mayStaffCall, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { HttpError } from './http-error.ts';
import {
  requireGuest,
  requireHotel,
  type GuestIdentity,
  type Hotel,
  type StaffIdentity,
} from './request-context.ts';

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

/** Checks a request may reach the handler, and answers who makes it (guest or staff). */
type Admit = (request: FastifyRequest, route: RouteDefinition, hotel: Hotel) => Promise<object>;

function registerRoutes(
  app: FastifyInstance,
  routes: Record<string, RouteDefinition>,
  handlers: Record<string, Handler<RouteDefinition>>,
  routeConfig: Record<string, Record<string, unknown> | undefined>,
  admit: Admit,
): void {
  for (const [name, route] of Object.entries(routes)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for the call ${name}`);
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      config: routeConfig[name] ?? {},
      handler: async (request, reply) => {
        const hotel = requireHotel(request);
        const caller = await admit(request, route, hotel);
        if (!route.multipart && request.isMultipart()) {
          throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json)');
        }
        const context = {
          hotel,
          ...caller,
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
  registerRoutes(
    app,
    contract,
    handlers as unknown as Record<string, Handler<RouteDefinition>>,
    routeConfig,
    async (request, route) => ({
      guest: route.auth ? requireGuest(request) : request.guest,
    }),
  );
}

export interface StaffHandlerContext<R extends RouteDefinition> {
  hotel: Hotel;
  /** The live session on every call that names its roles (all but sign-in). */
  staff: R extends { staffRoles: readonly StaffRole[] } ? StaffIdentity : null;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  headers: Parsed<R, 'headers'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type StaffHandler<R extends RouteDefinition> = (
  context: StaffHandlerContext<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export type StaffHandlers = { [K in StaffRouteName]: StaffHandler<StaffContract[K]> };

export interface StaffGuard {
  /** The live session of this cookie in this hotel, or null. */
  resolve(cookie: string, hotel: Hotel): Promise<StaffIdentity | null>;
  cookieOf(request: FastifyRequest): string | undefined;
  /** Whether the request carries the session's CSRF token. */
  csrfMatches(request: FastifyRequest, staff: StaffIdentity): boolean;
}

/**
 * Registers the staff calls like the guests': same validation, same answers. A call that names
 * its roles needs a live session cookie of this hotel (401 `STAFF_UNAUTHENTICATED`; a guest's
 * bearer token is no session), the CSRF token on a write (403 `CSRF_REJECTED`), and one of its
 * roles or the manager's (403 `STAFF_FORBIDDEN`).
 */
export function registerStaffContract(
  app: FastifyInstance,
  handlers: StaffHandlers,
  guard: StaffGuard,
  routeConfig: Partial<Record<StaffRouteName, Record<string, unknown>>> = {},
): void {
  registerRoutes(
    app,
    staffContract,
    handlers as unknown as Record<string, Handler<RouteDefinition>>,
    routeConfig,
    async (request, route, hotel) => {
      if (!route.staffRoles) return { staff: null };
      const cookie = guard.cookieOf(request);
      const staff = cookie ? await guard.resolve(cookie, hotel) : null;
      if (!staff) throw new HttpError('STAFF_UNAUTHENTICATED');
      if (route.method !== 'GET' && !guard.csrfMatches(request, staff)) {
        throw new HttpError('CSRF_REJECTED');
      }
      if (!mayStaffCall(staff.staff.role, route.staffRoles)) throw new HttpError('STAFF_FORBIDDEN');
      return { staff };
    },
  );
}
