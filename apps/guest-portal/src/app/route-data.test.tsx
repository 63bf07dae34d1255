import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { programsQuery } from '../features/programs/api/program-queries.ts';
import { guestApi } from '../lib/guest-api.ts';
import { queryClient } from '../lib/query-client.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { initI18n, loadTexts } from './i18n.ts';
import { isSignedIn } from '../lib/guest-session.ts';
import { renderScope, type RenderScope } from './render-scope.ts';
import { startData, startTexts } from './route-data.ts';

vi.mock('../lib/guest-api.ts', () => ({
  guestApi: { getCheckIn: vi.fn(), listPrograms: vi.fn() },
}));

/** The loaders' scope in the browser (browser-router.ts) or on the server (server-render.tsx). */
function scope(awaitsData: boolean) {
  const values: RenderScope = {
    signedIn: isSignedIn,
    queryClient: () => Promise.resolve(queryClient),
    loadTexts,
    awaitsData,
  };
  return () => new RouterContextProvider(new Map([[renderScope, values]]));
}

/** An answer of the hotel that comes after `ms`. */
function answerAfter<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

const shown: string[] = [];

// Without Suspense a screen whose texts are missing would render its keys: what a guest would see.
function CheckInTitle() {
  const { t } = useTranslation('check-in', { useSuspense: false });
  shown.push(t('title'));
  return <h1>{t('title')}</h1>;
}

function ProfileTitle() {
  const { t } = useTranslation('profile', { useSuspense: false });
  shown.push(t('title'));
  return <h1>{t('title')}</h1>;
}

describe("a signed-in route's loader", () => {
  beforeAll(() => initI18n());
  beforeEach(() => {
    shown.length = 0;
    queryClient.clear();
    localStorage.setItem(STORAGE_KEYS.csrfToken, 'signed-in');
    vi.mocked(guestApi.getCheckIn).mockImplementation(() => answerAfter(50, {} as never));
    vi.mocked(guestApi.listPrograms).mockImplementation(() => answerAfter(50, {} as never));
  });

  it('has the screen translated from its first render', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/check-in',
          loader: startData('checkIn', ['check-in']),
          Component: CheckInTitle,
          HydrateFallback: () => null,
        },
        { path: '/profile', loader: startTexts(['profile']), Component: ProfileTitle },
      ],
      { initialEntries: ['/check-in'], getContext: scope(false) },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Pre check-in' })).toBeTruthy();
    await router.navigate('/profile');
    const profileTitle = i18next.t('profile:title');
    expect(await screen.findByRole('heading', { name: profileTitle })).toBeTruthy();
    expect(shown.filter((text) => text === 'title')).toEqual([]);
  });

  it('in the browser draws a screen at once, before its data; on the server, with it', async () => {
    // Whether each screen had its data when it first rendered.
    const firstRenders: Record<string, boolean> = {};
    // The browser's answer comes only once the test is done: a screen that waited for it would
    // never be drawn before the end of the test.
    let answerPrograms = () => {};
    vi.mocked(guestApi.listPrograms).mockImplementation(
      () => new Promise((resolve) => (answerPrograms = () => resolve({} as never))),
    );
    const Screen = ({ name, dataKey }: { name: string; dataKey: readonly unknown[] }) => {
      firstRenders[name] ??= queryClient.getQueryData(dataKey) !== undefined;
      return <h1>{name}</h1>;
    };
    const routes = (name: string) => [
      {
        path: '/programs',
        loader: startData('programs', ['programs']),
        element: <Screen name={name} dataKey={programsQuery.queryKey} />,
        HydrateFallback: () => null,
      },
    ];
    const inBrowser = createMemoryRouter(routes('browser'), {
      initialEntries: ['/programs'],
      getContext: scope(false),
    });
    const { unmount } = render(<RouterProvider router={inBrowser} />);
    expect(await screen.findByRole('heading', { name: 'browser' })).toBeTruthy();
    unmount();
    answerPrograms();
    queryClient.clear();

    vi.mocked(guestApi.listPrograms).mockImplementation(() => answerAfter(50, {} as never));
    const onServer = createMemoryRouter(routes('server'), {
      initialEntries: ['/programs'],
      getContext: scope(true),
    });
    render(<RouterProvider router={onServer} />);
    expect(await screen.findByRole('heading', { name: 'server' })).toBeTruthy();
    expect(firstRenders).toEqual({ browser: false, server: true });
  });

  it('reads nothing for a visitor who is not signed in', async () => {
    localStorage.removeItem(STORAGE_KEYS.csrfToken);
    const router = createMemoryRouter(
      [
        {
          path: '/programs',
          loader: startData('programs', ['programs']),
          element: <h1>shown</h1>,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/programs'], getContext: scope(true) },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'shown' })).toBeTruthy();
    expect(guestApi.listPrograms).not.toHaveBeenCalled();
  });
});
