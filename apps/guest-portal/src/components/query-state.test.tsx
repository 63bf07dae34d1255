import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { PortalThemeProvider } from '@portal/ui/theme-provider';
import { tenant } from '../config/tenant.ts';
import en from '../locales/en.json' with { type: 'json' };
import { QueryState } from './query-state.tsx';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' });
});

function Bill({ load }: { load: () => Promise<{ total: number }> }) {
  const bill = useQuery({ queryKey: ['bill'], queryFn: load });
  return <QueryState query={bill}>{(data) => <p>Total {data.total}</p>}</QueryState>;
}

function renderBill(load: () => Promise<{ total: number }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <PortalThemeProvider tokens={tenant}>
      <QueryClientProvider client={client}>
        <Bill load={load} />
      </QueryClientProvider>
    </PortalThemeProvider>,
  );
}

describe('a screen whose data comes from the hotel', () => {
  it('shows it is loading, then the data', async () => {
    renderBill(() => Promise.resolve({ total: 1_250_000 }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeDefined();
    expect(await screen.findByText('Total 1250000')).toBeDefined();
  });

  it('says why it did not arrive, and shows it after "Try again"', async () => {
    let reachable = false;
    renderBill(() =>
      reachable
        ? Promise.resolve({ total: 85_000 })
        : Promise.reject(new ApiRequestError(0, 'NETWORK', 'Network error')),
    );
    expect(await screen.findByText(/We could not reach the hotel/)).toBeDefined();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total 85000')).toBeDefined();
  });
});
