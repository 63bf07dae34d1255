import type { AxiosInstance } from 'axios';
import type { z } from 'zod/mini';
import type { Contract, RouteName } from '../contract/contract.ts';
import type { RouteDefinition } from '../contract/route.ts';
import { ApiRequestError } from './api-request-error.ts';
import { loadRoute, PART_OF_CALL } from './guest-contract-parts.ts';
import { callRoute, type LooseInput } from './route-call.ts';

type Field<R, K extends keyof RouteDefinition, Name extends string> =
  R extends Record<K, z.ZodMiniType> ? { [P in Name]: z.input<R[K]> } : { [P in Name]?: undefined };

type MultipartInput<R> = R extends { multipart: { fields: infer F extends z.ZodMiniType } }
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

/** Typed functions for every call of the contract, their answers parsed by its response schemas. */
export type GuestApi = {
  [K in keyof Contract]: (input: CallInput<Contract[K]>) => Promise<CallOutput<Contract[K]>>;
};

/** Typed functions for every call; each loads its part of the contract with its first use. */
export function createGuestApi(http: AxiosInstance): GuestApi {
  const entries = (Object.keys(PART_OF_CALL) as RouteName[]).map((name) => [
    name,
    async (input: LooseInput = {}) => callRoute(http, await loadRoute(name), input),
  ]);
  return Object.fromEntries(entries) as GuestApi;
}

export { ApiRequestError };
