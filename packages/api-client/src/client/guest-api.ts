import type { AxiosInstance, AxiosProgressEvent, AxiosResponse } from 'axios';
import type { z } from 'zod';
import { contract, type Contract } from '../contract/contract.ts';
import { ApiError } from '../contract/errors.ts';
import { buildPath, type RouteDefinition } from '../contract/route.ts';
import { ApiRequestError } from './api-request-error.ts';

type Field<R, K extends keyof RouteDefinition, Name extends string> =
  R extends Record<K, z.ZodType> ? { [P in Name]: z.input<R[K]> } : { [P in Name]?: undefined };

type MultipartInput<R> = R extends { multipart: { fields: infer F extends z.ZodType } }
  ? { fields: z.input<F>; files: Record<string, Blob | Blob[]> }
  : { fields?: undefined; files?: undefined };

export type CallInput<R extends RouteDefinition> = Field<R, 'params', 'params'> &
  Field<R, 'query', 'query'> &
  Field<R, 'body', 'body'> &
  Field<R, 'headers', 'headers'> &
  MultipartInput<R> & {
    onUploadProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  };

export type CallOutput<R extends RouteDefinition> = z.output<R['response']>;

export type GuestApi = {
  [K in keyof Contract]: (input: CallInput<Contract[K]>) => Promise<CallOutput<Contract[K]>>;
};

function toError(response: AxiosResponse | { data: unknown; status?: number }): ApiRequestError {
  const status = response.status ?? 0;
  const parsed = ApiError.safeParse(response.data);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.code, parsed.data.message, parsed.data.details);
  }
  return status === 0
    ? new ApiRequestError(0, 'NETWORK', 'Network error')
    : new ApiRequestError(status, 'INTERNAL', 'Something went wrong');
}

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  fields?: Record<string, unknown>;
  files?: Record<string, Blob | Blob[]>;
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function multipartBody(input: LooseInput): FormData {
  const form = new FormData();
  // The server judges `fields` before it reads any file and refuses files sent before it.
  form.append('fields', JSON.stringify(input.fields ?? {}));
  for (const [name, value] of Object.entries(input.files ?? {})) {
    for (const file of Array.isArray(value) ? value : [value]) form.append(name, file);
  }
  return form;
}

async function call(http: AxiosInstance, route: RouteDefinition, input: LooseInput) {
  let response: AxiosResponse;
  try {
    response = await http.request({
      method: route.method,
      url: buildPath(route.path, input.params),
      params: input.query,
      data: route.multipart ? multipartBody(input) : input.body,
      headers: input.headers,
      signal: input.signal,
      onUploadProgress: input.onUploadProgress
        ? (event: AxiosProgressEvent) => input.onUploadProgress?.(event.progress ?? 0)
        : undefined,
    });
  } catch (failure) {
    throw toError(failure as AxiosResponse);
  }
  // 401/403 are resolved by the http client (logged there); they are still not data.
  if (response.status >= 400) throw toError(response);
  const parsed = route.response.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'Unexpected response from server');
  }
  return parsed.data;
}

/** Typed functions for every call of the contract, parsed by its response schemas. */
export function createGuestApi(http: AxiosInstance): GuestApi {
  const entries = Object.entries(contract).map(([name, route]) => [
    name,
    (input: LooseInput = {}) => call(http, route, input),
  ]);
  return Object.fromEntries(entries) as GuestApi;
}

export { ApiRequestError };
