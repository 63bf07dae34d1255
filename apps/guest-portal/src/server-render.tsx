// First: the stores read the browser's storage as they load.
import './server-storage.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18next, { type FlatNamespace, type i18n, type ResourceKey } from 'i18next';
import { ServerStyleSheet } from 'styled-components';
import { createQueryClient } from '@portal/web-platform/query-client';
import type { Language } from '@portal/tenant-schema/tenant-config';
import type { RouteName } from '@portal/api-client/contract';
import type { PageAnswer, PageRequest } from '@portal/api-client/wire/page-render';
import { tenant } from './config/tenant.ts';
import { App } from './app/app.tsx';
import { renderScope, type RenderScope } from './app/render-scope.ts';
import { RENDERED_PAGE_ID, type RenderedPage } from './app/rendered-page.ts';
import { portalRoutes } from './app/router.tsx';
import { FIRST_SCREEN_NAMESPACES } from './app/texts-files.ts';
import { sendCallsWith } from './lib/guest-api.ts';
import type { ScreenDescription } from './app/screens.ts';
import { pagePreloads, type Manifest } from './server-preloads.ts';

const LANGUAGES: Language[] = ['en', 'vi'];

/** The hotel whose portal this build is (`PageRenderer` of the wire). */
export const hotelKey = tenant.hotelKey;
export const defaultLanguage = tenant.defaultLanguage;

// The page's template is the client build's index.html, one folder up from this file.
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
const manifest = JSON.parse(
  readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
) as Manifest;

/** The page's preloads: its screen's scripts and texts the entry does not load already. */
function preloadsOf(screen: ScreenDescription | undefined, language: Language): string {
  return pagePreloads(manifest, screen, language)
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('');
}

const textFiles = import.meta.glob<ResourceKey>(
  ['/src/locales/*.json', '/src/features/*/locales/*.json'],
  { import: 'default', eager: true },
);

/** Every namespace's texts in one language, read once: a page renders with no wait for them. */
function textsIn(language: Language): i18n {
  const resources: Record<string, ResourceKey> = {};
  for (const [file, texts] of Object.entries(textFiles)) {
    const [, feature, fileLanguage] =
      /^\/src\/(?:features\/([\w-]+)\/)?locales\/(\w+)\.json$/.exec(file) ?? [];
    if (fileLanguage === language) resources[feature ?? 'common'] = texts;
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: resources },
    lng: language,
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, textsIn(language)]),
) as Record<Language, i18n>;

/** One page's render: its request's way to the API (its cookie), and the calls it made. */
interface PageCalls {
  call: PageRequest['call'];
  made: Set<RouteName>;
}
// Each page's calls go to its own request, wherever in the render they start from.
const pageCalls = new AsyncLocalStorage<PageCalls>();
const inProcess: AxiosAdapter = async (config) => {
  const call = pageCalls.getStore()?.call;
  if (!call) throw new Error('A call of the API outside any page render');
  const address = new URL(axios.getUri(config), 'http://portal.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await call({
    method: (config.method ?? 'get').toUpperCase(),
    url: address.pathname + address.search,
    headers,
  });
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: new AxiosHeaders(answer.headers as Record<string, string>),
    config,
  };
  if (config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300)
    return response;
  throw new AxiosError(
    `Request failed with status code ${String(answer.status)}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
};
sendCallsWith(inProcess, (name) => pageCalls.getStore()?.made.add(name));

const handler = createStaticHandler(portalRoutes);

function escapeAttribute(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** JSON inside a `<script type="application/json">`: nothing in it can end the element. */
function dataBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * One page of the portal for one request: its routes' loaders run here (the screen's data read
 * through the API's own handlers), then the page is rendered in the guest's language with that
 * data and its styles, and the data goes with it for the browser to take it over
 * (docs/adr/0018-server-rendered-pages.md).
 */
export async function renderPage(page: PageRequest): Promise<PageAnswer> {
  const queryClient = createQueryClient();
  const pageTexts = new Set<FlatNamespace>(FIRST_SCREEN_NAMESPACES);
  const scope: RenderScope = {
    signedIn: () => page.csrfToken !== null,
    queryClient: () => Promise.resolve(queryClient),
    loadTexts: (namespaces) => {
      for (const namespace of namespaces) pageTexts.add(namespace);
      return Promise.resolve();
    },
    awaitsData: true,
  };
  const request = new Request(new URL(page.url, 'http://portal.invalid'));
  const made = new Set<RouteName>();
  const context = await pageCalls.run({ call: page.call, made }, () =>
    handler.query(request, {
      requestContext: new RouterContextProvider(new Map([[renderScope, scope]])),
    }),
  );
  if (context instanceof Response) {
    return { redirect: context.headers.get('Location') ?? '/login' };
  }
  // The loaders never fail (a failed read is the screen's to show); if one did, the API sends the
  // page that renders itself rather than an error screen the browser could not take over.
  if (context.errors) throw new Error(`A loader failed for ${page.url}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = context.matches
    .map((match) => (match.route.handle as { screen?: ScreenDescription } | undefined)?.screen)
    .find(Boolean);
  const sheet = new ServerStyleSheet();
  let html: string;
  let styles: string;
  try {
    // Dates take the language from dayjs's one locale: set for this render, which runs at once.
    dayjs.locale(page.language);
    html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <I18nextProvider i18n={texts[page.language]}>
            <QueryClientProvider client={queryClient}>
              <App>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </App>
            </QueryClientProvider>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
    styles = sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
  const rendered: RenderedPage = {
    language: page.language,
    texts: [...pageTexts],
    csrfToken: page.csrfToken,
    calls: [...made],
    router: { loaderData: context.loaderData },
    queries: page.csrfToken ? dehydrate(queryClient) : null,
  };
  queryClient.clear();
  return {
    status: context.statusCode,
    html: template
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.language)}"`)
      .replace('</head>', () => `${preloadsOf(screen, page.language)}${styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${html}</div><script type="application/json" id="${RENDERED_PAGE_ID}">${dataBlock(rendered)}</script>`,
      ),
  };
}
