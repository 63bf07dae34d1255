import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInQuery } from '../features/check-in/api/check-in-queries.ts';
import { programsQuery } from '../features/programs/api/program-queries.ts';
import { guestApi } from '../lib/guest-api.ts';
import { queryClient } from '../lib/query-client.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { initI18n, loadTexts } from './i18n.ts';
import { FIRST_SCREEN_WAIT_MS, firstScreenDrawn, startData, startTexts } from './route-data.ts';

vi.mock('../lib/guest-api.ts', () => ({
  guestApi: { getCheckIn: vi.fn(), listPrograms: vi.fn() },
}));

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
      { initialEntries: ['/check-in'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Pre check-in' })).toBeTruthy();
    await router.navigate('/profile');
    const profileTitle = i18next.t('profile:title');
    expect(await screen.findByRole('heading', { name: profileTitle })).toBeTruthy();
    expect(shown.filter((text) => text === 'title')).toEqual([]);
  });

  it("draws the visit's first screen once its data is there, and later screens at once", async () => {
    // Whether each screen had its data when it first rendered.
    const firstRenders: Record<string, boolean> = {};
    // The later screen's answer comes only once the test is done: a screen that waited for it
    // would be drawn only when the first screen's wait gives up, well after the bound below.
    let answerPrograms = () => {};
    vi.mocked(guestApi.listPrograms).mockImplementation(
      () => new Promise((resolve) => (answerPrograms = () => resolve({} as never))),
    );
    const Screen = ({ name, dataKey }: { name: string; dataKey: readonly unknown[] }) => {
      firstRenders[name] ??= queryClient.getQueryData(dataKey) !== undefined;
      return <h1>{name}</h1>;
    };
    const router = createMemoryRouter(
      [
        {
          path: '/check-in',
          loader: startData('checkIn', ['check-in']),
          element: <Screen name="check-in" dataKey={checkInQuery.queryKey} />,
          HydrateFallback: () => null,
        },
        {
          path: '/programs',
          loader: startData('programs', ['programs']),
          element: <Screen name="programs" dataKey={programsQuery.queryKey} />,
        },
      ],
      { initialEntries: ['/check-in'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'check-in' })).toBeTruthy();
    firstScreenDrawn();
    // Its texts already there: the bound below is for its data, not a first import of its texts.
    await loadTexts(['programs']);
    const navigation = router.navigate('/programs');
    const drawnBeforeAWait = { timeout: FIRST_SCREEN_WAIT_MS - 1_000 };
    expect(await screen.findByRole('heading', { name: 'programs' }, drawnBeforeAWait)).toBeTruthy();
    await navigation;
    expect(firstRenders).toEqual({ 'check-in': true, programs: false });
    answerPrograms();
  });
});
