import type { z } from 'zod/mini';
import type { StaffRole } from '../rules/staff-roles.ts';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the guest API. Paths are relative to the API root (the tenant's `apiBaseUrl`,
 * `/api` by default) and use `:name` for path parameters.
 */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** Needs a signed-in guest (bearer token). Staff calls: false. */
  auth: boolean;
  /**
   * Staff calls only: needs a live staff session (the `portal_staff` cookie) of one of these roles;
   * a manager may make every staff call. Absent on guest calls and on staff sign-in.
   */
  staffRoles?: readonly StaffRole[];
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** JSON body; multipart calls describe their fields in `multipart` instead. */
  body?: z.ZodMiniType;
  multipart?: { fields: z.ZodMiniType; files: string[] };
  /** Extra request headers the call relies on, e.g. Idempotency-Key. */
  headers?: z.ZodMiniType;
  response: z.ZodMiniType;
  successStatus?: 200 | 201 | 202 | 204;
  /** Rule codes this call may answer besides the generic ones (validation, auth, not found). */
  errors?: readonly ErrorCode[];
}

/** Keeps the literal shape of a route, and the optional fields of every route visible on a union of them. */
export function defineRoute<const R extends RouteDefinition>(route: R): R & RouteDefinition {
  return route;
}

/** `/programs/:id` + `{ id: 3 }` -> `/programs/3`. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
