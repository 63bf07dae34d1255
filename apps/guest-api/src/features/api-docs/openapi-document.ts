import { z } from 'zod/mini';
import { contract } from '@portal/api-client/contract';
import {
  ApiError,
  CSRF_TOKEN_HEADER,
  ERROR_CATALOGUE,
  GUEST_SESSION_COOKIE,
  HOTEL_KEY_HEADER,
  STAFF_SESSION_COOKIE,
  type ErrorCode,
} from '@portal/api-client/contract/errors';
import type { RouteDefinition } from '@portal/api-client/contract/route';
import { staffContract } from '@portal/api-client/staff-contract';
import { PushEndpoint } from '@portal/api-client/contract/web-push';

type JsonSchema = Record<string, unknown>;

// The push endpoint is checked with `URL`, not `z.url()`, to keep zod's URL check out of the
// portal's first screens (packages/api-client/src/contract/web-push.ts): the document still says URI.
z.globalRegistry.add(PushEndpoint, { format: 'uri' });

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function refusals(name: string, route: RouteDefinition): Record<string, unknown> {
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', 'UNKNOWN_HOTEL', ...(route.errors ?? [])]);
  if (route.auth) codes.add('UNAUTHENTICATED');
  if (route.staffRoles) {
    codes.add('STAFF_UNAUTHENTICATED');
    codes.add('STAFF_FORBIDDEN');
    if (route.method !== 'GET') codes.add('CSRF_REJECTED');
  }
  if (route.params) codes.add('NOT_FOUND');
  if (route.multipart || route.body) codes.add('PAYLOAD_TOO_LARGE');
  if (name === 'signIn') codes.add('SIGN_IN_FAILED');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const error = jsonSchema(ApiError, 'output');
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((code) => `${code}: ${ERROR_CATALOGUE[code].message}`).join('\n\n'),
          content: {
            'application/json': {
              schema: {
                ...error,
                properties: {
                  ...(error.properties as JsonSchema),
                  code: { type: 'string', enum: list },
                },
              },
            },
          },
        },
      ]),
  );
}

function requestBody(route: RouteDefinition) {
  if (route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['fields'],
            properties: {
              fields: {
                ...jsonSchema(route.multipart.fields, 'input'),
                description: 'A JSON part',
              },
              ...Object.fromEntries(
                route.multipart.files.map((file) => [
                  file,
                  {
                    type: 'array',
                    items: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                ]),
              ),
            },
          },
          encoding: { fields: { contentType: 'application/json' } },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
  };
}

function securityOf(route: RouteDefinition) {
  // The portal's cookie (writes with the CSRF token), or the same token as a bearer token.
  if (route.auth)
    return [
      { hotelKey: [], guestSession: [] },
      { hotelKey: [], bearer: [] },
    ];
  if (route.staffRoles) return [{ hotelKey: [], staffSession: [] }];
  return [{ hotelKey: [] }];
}

/** The OpenAPI 3.1 document of the guest API, generated from the contract alone. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const routes: [string, RouteDefinition][] = [
    ...Object.entries(contract),
    ...Object.entries(staffContract),
  ];
  for (const [name, route] of routes) {
    const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const body = requestBody(route);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: name,
        tags: [route.tag],
        summary: route.summary,
        security: securityOf(route),
        ...(route.staffRoles ? { 'x-staff-roles': route.staffRoles } : {}),
        parameters: [
          ...parameters(route.params, 'path'),
          ...parameters(route.query, 'query'),
          ...parameters(route.headers, 'header'),
        ],
        ...(body ? { requestBody: body } : {}),
        responses: {
          [String(route.successStatus ?? 200)]:
            route.successStatus === 204
              ? { description: 'Done, no content' }
              : {
                  description: 'Success',
                  content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
                },
          ...refusals(name, route),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Guest API',
      version: '1.0.0',
      description:
        'The API of the hotel guest portal. Every call sends the hotel key header; signed-in guest calls are signed in by the HttpOnly `portal_guest` cookie that sign-in sets (a write also sends the `X-CSRF-Token` sign-in answered), or, from a caller that is not a browser page, `Authorization: Bearer <the cookie’s token>` (no CSRF token needed); staff calls (under /api/staff) are signed in by the `portal_staff` cookie. Every refusal is `{ code, message, details? }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        hotelKey: {
          type: 'apiKey',
          in: 'header',
          name: HOTEL_KEY_HEADER,
          description: 'The hotel key, e.g. 10 for ESG',
        },
        guestSession: {
          type: 'apiKey',
          in: 'cookie',
          name: GUEST_SESSION_COOKIE,
          description: `The guest session set by signIn, exchangeToken and exchangeStoredToken; every write made with it also sends the session's csrfToken as ${CSRF_TOKEN_HEADER}`,
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `The guest session cookie's token, from a caller that is not a browser page (no ${CSRF_TOKEN_HEADER} needed)`,
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description: `The staff session set by staffSignIn; every write but sign-in also sends the session's csrfToken as ${CSRF_TOKEN_HEADER}`,
        },
      },
    },
    paths,
  };
}
