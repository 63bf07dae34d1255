import type { AxiosInstance, AxiosProgressEvent, AxiosResponse } from 'axios';
import { ApiError } from '../contract/errors.ts';
import { buildPath, type RouteDefinition } from '../contract/route.ts';
import { ApiRequestError } from './api-request-error.ts';

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

export interface LooseInput {
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

/** What a client adds to every call of its part of the API (the staff cookie, the CSRF header). */
export interface CallExtras {
  withCredentials?: boolean;
  headers?: Record<string, string>;
}

/** One call of a contract: the request it describes, the answer parsed by its response schema. */
export async function callRoute(
  http: AxiosInstance,
  route: RouteDefinition,
  input: LooseInput,
  extras: CallExtras = {},
) {
  let response: AxiosResponse;
  try {
    response = await http.request({
      method: route.method,
      url: buildPath(route.path, input.params),
      params: input.query,
      data: route.multipart ? multipartBody(input) : input.body,
      headers: { ...input.headers, ...extras.headers },
      ...(extras.withCredentials ? { withCredentials: true } : {}),
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
  const parsed = route.response.safeParse(response.status === 204 ? undefined : response.data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'BAD_RESPONSE', 'Unexpected response from server');
  }
  return parsed.data;
}
