import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ManagerDashboard,
  ManagerDay,
} from '@portal/api-client/staff-contract/manager-dashboard';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { liveDashboard } from './testing/fake-dashboard-feed.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/dashboard-feed.ts', () => import('./testing/fake-dashboard-feed.ts'));
// jsdom lays nothing out, so a chart would draw nothing: the tables beside it carry the numbers.
vi.mock('./components/day-chart.tsx', () => ({ default: () => null }));

const quietDay = (date: string): ManagerDay => ({
  date,
  arrivals: 0,
  checkedInOnline: 0,
  orders: 0,
  revenue: 0,
  ratings: 0,
  averageRating: null,
});

const WEEK: ManagerDashboard = {
  date: '2026-11-27',
  today: {
    arrivals: { expected: 3, arrived: 1 },
    inHouse: 12,
    departures: { expected: 2, checkedOut: 0 },
    checkOutRequestsWaiting: 1,
    preCheckIns: {
      fromDate: '2026-11-27',
      toDate: '2026-12-03',
      notSent: 4,
      sent: 2,
      accepted: 5,
      returned: 1,
    },
    orders: { open: 6, late: 2 },
  },
  days: [
    ...['21', '22', '23', '24', '25'].map((day) => quietDay(`2026-11-${day}`)),
    {
      date: '2026-11-26',
      arrivals: 4,
      checkedInOnline: 3,
      orders: 5,
      revenue: 1_250_000,
      ratings: 2,
      averageRating: 4.5,
    },
    { ...quietDay('2026-11-27'), arrivals: 3, checkedInOnline: 1 },
  ],
};

beforeEach(() => {
  vi.resetAllMocks();
  liveDashboard.reset();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('manager', 'Minh Vo'));
  staffApi.getManagerDashboard.mockResolvedValue(WEEK);
});

/** The value a figure of the day shows, found by its name (a description list). */
async function figure(name: string | RegExp): Promise<string> {
  const term = await screen.findByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** A table's row of one day, cell by cell. */
const rowOf = (table: HTMLElement, day: string) =>
  Array.from(
    within(table).getByRole('rowheader', { name: day }).closest('tr')?.cells ?? [],
    (cell) => cell.textContent,
  );

describe("the manager's start screen", () => {
  it("shows the hotel's day and, for each figure over the week, its numbers as a table", async () => {
    await renderConsole('/');
    expect(await figure('Arrivals')).toBe('1 of 3 arrived');
    expect(await figure('In house')).toBe('12');
    expect(await figure('Departures')).toBe('0 of 2 checked out');
    expect(await figure('Check-out requests waiting')).toBe('1');
    expect(await figure('Room-service orders open')).toBe('6');
    expect(await figure('Late orders')).toMatch(/^2Still received or preparing 30 minutes/);
    expect(await figure('Pre check-ins, arrivals 27 Nov to 3 Dec')).toBe(
      'Not sent: 4Sent, to check: 2Accepted: 5Returned to the guest: 1',
    );
    expect(staffApi.getManagerDashboard).toHaveBeenCalledWith({ query: { days: 7 } });

    const online = screen.getByRole('region', { name: 'Arrivals who checked in online' });
    expect(within(online).getByText(/^57% of 7 arrivals sent/)).toBeTruthy();
    const onlineTable = within(online).getByRole('table', {
      name: 'Arrivals who checked in online',
    });
    expect(rowOf(onlineTable, '26 Nov')).toEqual(['26 Nov', '4', '3', '75%']);
    expect(rowOf(onlineTable, '25 Nov')).toEqual(['25 Nov', '0', '0', '–']);

    const orders = screen.getByRole('region', { name: 'Room-service orders' });
    expect(within(orders).getByText(/^5 orders, ₫1,250,000 billed/)).toBeTruthy();
    expect(rowOf(within(orders).getByRole('table'), '26 Nov')).toEqual([
      '26 Nov',
      '5',
      '₫1,250,000',
    ]);

    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(within(ratings).getByText('2 ratings, 4.5 out of 5 on average.')).toBeTruthy();
    expect(rowOf(within(ratings).getByRole('table'), '26 Nov')).toEqual(['26 Nov', '2', '4.5']);
    expect(rowOf(within(ratings).getByRole('table'), '27 Nov')).toEqual(['27 Nov', '0', '–']);
  });

  it('reads the figures of the last 30 days when the manager picks them', async () => {
    await renderConsole('/');
    await screen.findByRole('region', { name: 'Ratings' });
    await userEvent.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(staffApi.getManagerDashboard).toHaveBeenCalledWith({ query: { days: 30 } }),
    );
    expect(screen.getByRole('tab', { name: 'Last 30 days' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('reads the day again when a reservation or an order changes, without a reload', async () => {
    await renderConsole('/');
    expect(await figure('Arrivals')).toBe('1 of 3 arrived');
    act(() => liveDashboard.setState('live'));
    expect(screen.getByText('Live')).toBeTruthy();
    staffApi.getManagerDashboard.mockResolvedValue({
      ...WEEK,
      today: { ...WEEK.today, arrivals: { expected: 3, arrived: 2 }, inHouse: 13 },
    });
    act(() => liveDashboard.emit());
    await waitFor(async () => expect(await figure('Arrivals')).toBe('2 of 3 arrived'));
    expect(await figure('In house')).toBe('13');
  });

  it('is in Vietnamese, dates and amounts written as a Vietnamese reader expects', async () => {
    await renderConsole('/', { language: 'vi' });
    expect(await figure('Khách đến')).toBe('1 / 3 đã đến');
    const orders = await screen.findByRole('region', { name: 'Đơn phục vụ phòng' });
    expect(rowOf(within(orders).getByRole('table'), '26 thg 11')).toEqual([
      '26 thg 11',
      '5',
      '1.250.000\u00a0₫',
    ]);
  });

  it('is not shown to other roles, nor read for them', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
    await renderConsole('/');
    expect(await screen.findByText(/signed in to ESG Hotel Saigon as Kitchen/)).toBeTruthy();
    expect(screen.queryByText('Arrivals')).toBeNull();
    expect(staffApi.getManagerDashboard).not.toHaveBeenCalled();
  });
});
