import type { ReactElement, ReactNode } from 'react';
import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Reservation } from '@portal/api-client/contract/reservation';
import type { GuestProfile } from '@portal/api-client/contract/session';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import { GuestProfileContext } from '../hooks/use-guest-profile.ts';

/** The demo guest's stay, as the profile and the reservation both tell it. */
const STAY = {
  reservationNumber: 'ESG1001',
  arrivalDate: '2026-11-21',
  departureDate: '2026-11-25',
  roomType: 'Deluxe',
  roomNumber: '1203',
  adults: 1,
  children: 0,
  arrivalTime: null,
  guestName: 'Minh Anh Nguyen',
  surname: 'Nguyen',
};

/** A signed-in guest of the demo hotel, for screens that read the profile. */
export const TEST_PROFILE: GuestProfile = {
  guestId: 1,
  firstName: 'Minh Anh',
  lastName: 'Nguyen',
  fullName: 'Minh Anh Nguyen',
  email: 'minh.anh@example.com',
  phone: '',
  status: 'Arrived',
  isPrimary: true,
  hotelCode: 'ESG',
  reservation: {
    ...STAY,
    cancellationDeadline: '2026-11-20T17:00:00Z',
    cancelled: false,
    checkInSubmitted: false,
    checkOutRequested: false,
  },
  sharers: [],
  billing: { taxCode: '', businessName: '', address: '', email: '' },
};

const englishFiles = import.meta.glob<ResourceKey>(
  ['../locales/en.json', '../features/*/locales/en.json'],
  { eager: true, import: 'default' },
);

/** Every namespace's English texts at once: `common` from src/locales, a feature's by its folder. */
function englishNamespaces(): Record<string, ResourceKey> {
  return Object.fromEntries(
    Object.entries(englishFiles).map(([file, texts]) => [
      /features\/([\w-]+)\//.exec(file)?.[1] ?? 'common',
      texts,
    ]),
  );
}

async function englishTexts(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: { en: englishNamespaces() },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
  });
}

/**
 * A screen as the guest sees it: the hotel's theme, English texts, a router, a signed-in guest and
 * a query cache of its own (nothing read by one test is seen by the next), answered with the render.
 */
export async function renderScreen(screen: ReactElement, { path = '/' } = {}) {
  await englishTexts();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider tokens={tenant}>
        <MemoryRouter initialEntries={[path]}>
          <GuestProfileContext value={{ profile: TEST_PROFILE, refresh: () => Promise.resolve() }}>
            {children}
          </GuestProfileContext>
        </MemoryRouter>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(screen, { wrapper }), queryClient };
}

/** The demo guest's reservation as `GET /reservation` answers on the departure date. */
export const TEST_RESERVATION: Reservation = {
  ...STAY,
  status: 'Arrived',
  nights: 4,
  guests: [
    {
      id: 1,
      firstName: 'Minh Anh',
      lastName: 'Nguyen',
      fullName: 'Minh Anh Nguyen',
      isChild: false,
      isPrimary: true,
      isMe: true,
    },
  ],
  hotelToday: '2026-11-25',
  cancellation: { deadline: '2026-11-28T17:00:00Z', open: true, cancelledAt: null, reason: null },
  checkIn: { submittedAt: null, open: false },
  checkOut: { requestedAt: null, status: 'none', open: true, primaryGuestOnly: false },
};
