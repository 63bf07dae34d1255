import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { initI18n } from './i18n.ts';
import { startData, startTexts } from './route-data.ts';

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
    localStorage.setItem(STORAGE_KEYS.accessToken, 'signed-in');
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
});
