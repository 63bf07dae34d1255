import path from 'node:path';
import type { Plugin } from 'vite';
import { contract } from '@portal/api-client/contract';
import { HOTEL_KEY_HEADER } from '@portal/api-client/wire/api-paths';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { FIRST_CALLS, SESSION_CALL, type FirstCall } from '../src/app/first-calls.ts';
import { STORAGE_KEYS } from '../src/lib/storage-keys.ts';

const VIRTUAL_ID = 'virtual:early-calls';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY_NAME = 'early-calls';
const ENTRY = path.resolve(import.meta.dirname, '../src/early-calls/early-calls.ts');

/** A first call's address, as the API client builds it (its path parameters left for the page's). */
export function firstCallUrl(apiBaseUrl: string, call: FirstCall): string {
  const route = contract[call.name];
  if (route.method !== 'GET')
    throw new Error(`A first call reads: ${call.name} is ${route.method}`);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return `${apiBaseUrl}${route.path}${query}`;
}

/**
 * The page's first script (`src/early-calls/early-calls.ts`): an entry of its own, loaded `async`
 * ahead of the portal's, with `virtual:early-calls` (the hotel's key and the addresses of
 * `src/app/first-calls.ts`) built into it, so it asks for the guest's data with nothing to wait for.
 */
export function earlyCallsPlugin(tenant: TenantConfig): Plugin {
  return {
    name: 'portal-early-calls',
    config(config, { command }) {
      // The prerender's server build (`build.ssr`) has its own entry.
      if (command !== 'build' || config.build?.ssr || config.build?.rolldownOptions?.input) return;
      return {
        build: {
          rolldownOptions: {
            input: {
              index: path.resolve(import.meta.dirname, '../index.html'),
              [ENTRY_NAME]: ENTRY,
            },
          },
        },
      };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const screenUrls = Object.entries(FIRST_CALLS).map(([route, calls]) => [
        route,
        calls.map((call) => firstCallUrl(tenant.apiBaseUrl, call)),
      ]);
      return [
        `export const csrfTokenKey = ${JSON.stringify(STORAGE_KEYS.csrfToken)};`,
        `export const hotelKeyHeader = ${JSON.stringify(HOTEL_KEY_HEADER)};`,
        `export const hotelKey = ${JSON.stringify(tenant.hotelKey)};`,
        `export const sessionUrl = ${JSON.stringify(firstCallUrl(tenant.apiBaseUrl, SESSION_CALL))};`,
        `export const screenUrls = ${JSON.stringify(screenUrls)};`,
      ].join('\n');
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME,
        );
        const src = chunk
          ? `/${chunk.fileName}`
          : context.server
            ? `/${path.relative(context.server.config.root, ENTRY)}`
            : undefined;
        if (!src) throw new Error(`The build has no ${ENTRY_NAME} entry`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
