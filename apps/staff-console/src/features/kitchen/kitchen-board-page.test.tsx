import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { orderNumber } from '@portal/api-client/rules/order-number';
import type { KitchenOrder } from '@portal/api-client/staff-contract/kitchen';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { liveBoard } from './testing/fake-board-feed.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('./api/board-feed.ts', () => import('./testing/fake-board-feed.ts'));
vi.mock('../../lib/chime.ts', () => ({
  playChime: vi.fn(),
  unlockChime: vi.fn(),
}));

const { playChime } = await import('../../lib/chime.ts');

function order(change: Partial<KitchenOrder> & Pick<KitchenOrder, 'id' | 'status'>): KitchenOrder {
  return {
    number: orderNumber(change.id),
    placedAt: '2026-11-23T12:00:00.000Z',
    roomNumber: '0412',
    guestName: 'Alex Nguyen',
    deliveryDate: null,
    deliveryTime: null,
    dueAt: null,
    notes: '',
    refusalReason: null,
    lines: [
      {
        itemId: 7,
        name: { en: 'Pho bo', vi: 'Phở bò' },
        quantity: 2,
        unitPrice: 95_000,
        amount: 190_000,
      },
    ],
    total: 190_000,
    history: [
      { status: 'Received', at: '2026-11-23T12:00:00.000Z', staffId: null, byName: 'Alex Nguyen' },
    ],
    ...change,
  };
}

const RECEIVED = order({ id: 1, status: 'Received', notes: 'No coriander' });
const PREPARING = order({
  id: 2,
  status: 'Preparing',
  roomNumber: '0808',
  guestName: 'Mai Le',
  dueAt: '2026-11-23T13:30:00.000Z',
  history: [
    { status: 'Received', at: '2026-11-23T12:00:00.000Z', staffId: null, byName: 'Mai Le' },
    { status: 'Preparing', at: '2026-11-23T12:05:00.000Z', staffId: 2, byName: 'Bao Pham' },
  ],
});

beforeEach(() => {
  vi.resetAllMocks();
  liveBoard.reset();
  staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
  staffApi.listKitchenOrders.mockResolvedValue({ orders: [RECEIVED, PREPARING] });
});

const column = (name: string) => screen.findByRole('region', { name });
const orderCard = async (name: string) => screen.findByRole('article', { name });

describe('the kitchen board', () => {
  it('shows each order in the column of its state with room, guest, items, notes and who moved it', async () => {
    await renderConsole('/kitchen');
    const received = await column('Received');
    const card = within(received).getByRole('article', { name: 'Room 0412, order RS000001' });
    // The number the guest reads ("Order RS000001"), for when they call about it.
    expect(within(card).getByText('Order RS000001')).toBeTruthy();
    expect(within(card).getByText('Alex Nguyen')).toBeTruthy();
    expect(within(card).getByText('2 × Pho bo')).toBeTruthy();
    expect(within(card).getByText('No coriander')).toBeTruthy();
    expect(within(card).getByText('As soon as possible')).toBeTruthy();
    const preparing = await column('Preparing');
    const moved = within(preparing).getByRole('article', { name: 'Room 0808, order RS000002' });
    // 12:05 UTC is 19:05 at the hotel; 13:30 UTC is 20:30.
    expect(within(moved).getByText(/Preparing by Bao Pham, .*19:05/)).toBeTruthy();
    expect(within(moved).getByText(/Due .*20:30/)).toBeTruthy();
    expect(within(await column('Delivered')).getByText('No orders')).toBeTruthy();
  });

  it('moves an order to its next state with one button and reads the board again', async () => {
    staffApi.moveOrder.mockResolvedValue({ ...RECEIVED, status: 'Preparing' });
    await renderConsole('/kitchen');
    const card = await orderCard('Room 0412, order RS000001');
    staffApi.listKitchenOrders.mockResolvedValue({
      orders: [{ ...RECEIVED, status: 'Preparing' }, PREPARING],
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));
    expect(staffApi.moveOrder).toHaveBeenCalledWith({
      params: { id: 1 },
      body: { status: 'Preparing' },
    });
    const preparing = await column('Preparing');
    expect(
      await within(preparing).findByRole('article', { name: 'Room 0412, order RS000001' }),
    ).toBeTruthy();
  });

  it('refuses an order only with a reason, given in a dialog', async () => {
    staffApi.moveOrder.mockResolvedValue({ ...RECEIVED, status: 'Refused' });
    await renderConsole('/kitchen');
    const card = await orderCard('Room 0412, order RS000001');
    await userEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse order RS000001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse the order' }));
    expect(await within(dialog).findByText('Missing reason')).toBeTruthy();
    expect(staffApi.moveOrder).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByLabelText(/^Reason \(the guest reads it\)/),
      'The kitchen is out of beef',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse the order' }));
    expect(staffApi.moveOrder).toHaveBeenCalledWith({
      params: { id: 1 },
      body: { status: 'Refused', reason: 'The kitchen is out of beef' },
    });
  });

  it("shows the API's refusal of a move (409) and reads the board again", async () => {
    staffApi.moveOrder.mockRejectedValue(
      new ApiRequestError(
        409,
        'ORDER_MOVE_REFUSED',
        'The order is Cancelled: it cannot move to Preparing',
      ),
    );
    await renderConsole('/kitchen');
    const card = await orderCard('Room 0412, order RS000001');
    expect(staffApi.listKitchenOrders).toHaveBeenCalledTimes(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The order is Cancelled: it cannot move to Preparing',
    );
    expect(staffApi.listKitchenOrders).toHaveBeenCalledTimes(2);
  });

  it('reads the board again on an event, shows live or reconnecting, and sounds only when switched on', async () => {
    await renderConsole('/kitchen');
    await orderCard('Room 0412, order RS000001');
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    act(() => liveBoard.setState('live'));
    expect(screen.getByRole('status').textContent).toBe('Live');

    const arrived = order({ id: 3, status: 'Received', roomNumber: '0101' });
    staffApi.listKitchenOrders.mockResolvedValue({ orders: [RECEIVED, PREPARING, arrived] });
    act(() =>
      liveBoard.emit({ type: 'order.placed', orderId: 3, status: 'Received', roomNumber: '0101' }),
    );
    expect(await orderCard('Room 0101, order RS000003')).toBeTruthy();
    expect(playChime).not.toHaveBeenCalled();

    const sound = screen.getByRole('switch', { name: 'Sound on a new order' });
    expect(sound.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(sound);
    expect(sound.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('staff_kitchen_sound')).toBe('on');
    act(() =>
      liveBoard.emit({ type: 'order.placed', orderId: 4, status: 'Received', roomNumber: '0102' }),
    );
    expect(playChime).toHaveBeenCalledTimes(1);
    act(() =>
      liveBoard.emit({
        type: 'order.updated',
        orderId: 4,
        status: 'Preparing',
        roomNumber: '0102',
      }),
    );
    expect(playChime).toHaveBeenCalledTimes(1);

    act(() => liveBoard.setState('reconnecting'));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });

  it('is in Vietnamese too', async () => {
    await renderConsole('/kitchen', { language: 'vi' });
    const received = await column('Đã nhận');
    expect(within(received).getByRole('button', { name: 'Bắt đầu chuẩn bị' })).toBeTruthy();
    expect(within(received).getByText('2 × Phở bò')).toBeTruthy();
  });

  it('is not for the front desk', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/kitchen');
    expect(await screen.findByText('Not for your role')).toBeTruthy();
    expect(staffApi.listKitchenOrders).not.toHaveBeenCalled();
  });
});
