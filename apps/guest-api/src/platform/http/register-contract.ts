import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { Contract, RouteName } from '@portal/api-client/contract';
import { contract } from '@portal/api-client/contract';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import type { StaffContract, StaffRouteName } from '@portal/api-client/staff-contract';
import { staffContract } from '@portal/api-client/staff-contract';
import { mayStaffCall, type StaffRole } from '@portal/api-client/rules/staff-roles';
import { answerSchema, type AnswerMode } from './compiled-answers.ts';
import { csrfHeaderMatches } from './csrf-token.ts';
import { HttpError } from './http-error.ts';
import { keptBytes } from './kept-answers.ts';
import { JSON_ANSWER_HEADERS } from './json-answer-headers.ts';
import {
  requireGuest,
  requireHotel,
  type GuestIdentity,
  type Hotel,
  type StaffIdentity,
} from './request-context.ts';

type Parsed<R, K extends keyof RouteDefinition> =
  R extends Record<K, z.ZodMiniType> ? z.output<R[K]> : undefined;

/** What every handler, the guests' and the staff's, is given: the call's hotel and its parsed parts. */
interface CallContext<R extends RouteDefinition> {
  hotel: Hotel;
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  headers: Parsed<R, 'headers'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerContext<R extends RouteDefinition> extends CallContext<R> {
  /** Present on every route with `auth: true`. */
  guest: R extends { auth: true } ? GuestIdentity : GuestIdentity | null;
}

export type Handler<R extends RouteDefinition> = (
  context: HandlerContext<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export type Handlers = { [K in RouteName]: Handler<Contract[K]> };

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * Where a string holding U+0000 sits in a request value: PostgreSQL's text cannot store it. A
 * walk with its own stack (a body may nest arrays far deeper than the call stack goes), naming the
 * path only for what it finds.
 */
function nulCharacterAt(value: unknown, where: string): string | null {
  const pending: Visit[] = [{ value, key: where, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!next.value.includes('\0')) continue;
      const path: string[] = [];
      for (let at: Visit | null = next; at; at = at.parent) path.push(at.key);
      path.reverse();
      return path.length > 12
        ? [...path.slice(0, 6), '…', ...path.slice(-5)].join('.')
        : path.join('.');
    }
    if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, inner] of Object.entries(next.value))
        pending.push({ value: inner, key, parent: next });
    }
  }
  return null;
}

// The contract is built on zod/mini, which loads no messages of its own: a refusal names the
// problem in English.
z.config(z.locales.en());

export function validate(
  schema: z.ZodMiniType | undefined,
  value: unknown,
  where: string,
): unknown {
  if (!schema) return undefined;
  // Refused the same way whichever store the API runs on (SQLite would have kept it).
  const nul = nulCharacterAt(value, where);
  if (nul) throw new HttpError('VALIDATION_FAILED', `${nul}: the NUL character is not allowed`);
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
  schema: z.ZodMiniType | undefined,
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
export type Admit = (
  request: FastifyRequest,
  route: RouteDefinition,
  hotel: Hotel,
) => Promise<object>;

/**
 * Registers each route with its handler. In `checked` mode the contract's zod schema parses every
 * answer (one that breaks it is logged and answered 500 INTERNAL). In `compiled` mode Fastify
 * serialises it with fast-json-stringify, compiled at start from the schema's JSON Schema: keys
 * the schema lacks are dropped as zod strips them, and nothing is parsed, so an answer that breaks
 * the schema in a way the serialiser can still write (a wrong enum value, `false` for
 * `z.literal(true)`, 1.5 for an integer, written 1) goes out as written; a missing key or a value
 * no union branch takes is a 500 INTERNAL, as a failed parse. The tests run `checked`, which is
 * what catches such drifts. A route whose schema cannot be compiled faithfully (see
 * `answerSchema`: a transform such as `.trim()`, the identity document's file) keeps the zod parse
 * in both modes. A kept answer (kept-answers.ts) is written once in compiled mode.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: Record<string, RouteDefinition>,
  handlers: Record<string, Handler<RouteDefinition>>,
  routeConfig: Record<string, Record<string, unknown> | undefined>,
  admit: Admit,
  answers: AnswerMode = 'checked',
): void {
  for (const [name, route] of Object.entries(routes)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for the call ${name}`);
    const status = route.successStatus ?? 200;
    const compiled =
      answers === 'compiled' && status !== 204 ? answerSchema(route.response).schema : null;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      config: routeConfig[name] ?? {},
      // A JSON call gets the headers JSON needs instead of helmet's page headers; a file keeps helmet's.
      ...(route.response instanceof z.ZodMiniCustom
        ? {}
        : {
            helmet: false,
            onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
              reply.headers(JSON_ANSWER_HEADERS);
            },
          }),
      // Only the success status: refusals keep the error handler's `{ code, message, details? }`.
      ...(compiled ? { schema: { response: { [status]: compiled } } } : {}),
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
        if (status === 204) return reply.code(204).send();
        if (compiled) {
          reply.code(status);
          const kept = keptBytes(result, (answer) => String(reply.serialize(answer)));
          if (!kept) return result;
          return reply.type('application/json; charset=utf-8').send(kept);
        }
        const parsed = route.response.safeParse(result);
        if (!parsed.success) {
          request.log.error(
            { issues: parsed.error.issues, route: name },
            'response broke its schema',
          );
          throw new HttpError('INTERNAL', 'Something went wrong');
        }
        reply.code(status);
        return parsed.data;
      },
    });
  }
}

/**
 * Registers every call of the contract with its handler. Requests are validated and responses
 * serialised with the contract's own zod schemas (parsed, or compiled from them: `answers`, see
 * registerRoutes), so the two sides cannot drift apart.
 * Multipart calls parse their own body (see the pre check-in feature) and get `body` undefined.
 * A signed-in write made with the guest's cookie needs its CSRF token (403 `CSRF_REJECTED`).
 */
export function registerContract(
  app: FastifyInstance,
  handlers: Handlers,
  routeConfig: Partial<Record<RouteName, Record<string, unknown>>> = {},
  answers: AnswerMode = 'checked',
): void {
  registerRoutes(
    app,
    contract,
    handlers as unknown as Record<string, Handler<RouteDefinition>>,
    routeConfig,
    async (request, route) => {
      if (!route.auth) return { guest: request.guest };
      const guest = requireGuest(request);
      // A write made with the session cookie carries its CSRF token, as the staff console's do.
      const csrf = request.guestCsrf;
      if (route.method !== 'GET' && csrf !== null && !csrfHeaderMatches(request, csrf)) {
        throw new HttpError('CSRF_REJECTED');
      }
      return { guest };
    },
    answers,
  );
}

export interface StaffHandlerContext<R extends RouteDefinition> extends CallContext<R> {
  /** The live session on every call that names its roles (all but sign-in). */
  staff: R extends { staffRoles: readonly StaffRole[] } ? StaffIdentity : null;
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
  answers: AnswerMode = 'checked',
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
    answers,
  );
}
