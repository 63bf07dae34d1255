import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { DeferredQueryState, QueryState } from './query-state.tsx';

const common = {
  app: { loading: 'Loading…', tryAgain: 'Try again' },
  errors: {
    generic: 'Something went wrong',
    NETWORK: 'We could not reach the hotel. Check your connection.',
  },
};

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });
});
afterEach(cleanup);

type Frame = typeof QueryState;

function Bill({
  Frame,
  load,
  framed,
}: {
  Frame: Frame;
  load: () => Promise<{ total: number }>;
  framed: boolean;
}) {
  const bill = useQuery({ queryKey: ['bill'], queryFn: load });
  const frame = framed
    ? (state: ReactNode) => <section aria-label="Bill">{state}</section>
    : undefined;
  return (
    <Frame query={bill} frame={frame}>
      {(data) => <p>Total {data.total}</p>}
    </Frame>
  );
}

function renderBill(Frame: Frame, load: () => Promise<{ total: number }>, framed = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Bill Frame={Frame} load={load} framed={framed} />
    </QueryClientProvider>,
  );
}

describe.each([
  ['at once', QueryState],
  ['deferred (a phone)', DeferredQueryState],
])('a screen whose data comes from the hotel, drawn %s', (_, Frame) => {
  it('shows it is loading, then the data', async () => {
    renderBill(Frame, () => Promise.resolve({ total: 1_250_000 }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeDefined();
    expect(await screen.findByText('Total 1250000')).toBeDefined();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('says why it did not arrive, and shows it after "Try again"', async () => {
    let reachable = false;
    renderBill(Frame, () =>
      reachable
        ? Promise.resolve({ total: 85_000 })
        : Promise.reject(new ApiRequestError(0, 'NETWORK', 'Network error')),
    );
    expect(await screen.findByText(/We could not reach the hotel/)).toBeDefined();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total 85000')).toBeDefined();
  });

  it('puts the waiting and the failure in the frame, not the data', async () => {
    let reachable = false;
    renderBill(
      Frame,
      () =>
        reachable
          ? Promise.resolve({ total: 85_000 })
          : Promise.reject(new Error('the kitchen printer is on fire')),
      true,
    );
    const frame = () => within(screen.getByRole('region', { name: 'Bill' }));
    expect(frame().getByRole('status', { name: 'Loading…' })).toBeDefined();
    expect(await frame().findByText('Something went wrong')).toBeDefined();
    expect(frame().getByRole('button', { name: 'Try again' })).toBeDefined();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total 85000')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Bill' })).toBeNull();
  });
});
