import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatus } from '@portal/api-client/contract/room-service';
import { guestApi } from '../../../lib/guest-api.ts';
import { openGuestStream } from '../../../testing/fake-event-source.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { OrderSuccessPage } from './order-success-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({ guestApi: { getOrder: vi.fn() } }));

vi.mock('eventsource', () => import('../../../testing/fake-event-source.ts'));

function order(status: OrderStatus, refusalReason: string | null = null): Order {
  return {
    id: 16,
    number: 'RS000016',
    placedAt: '2026-11-23T12:00:00.000Z',
    roomNumber: '1208',
    deliveryDate: null,
    deliveryTime: null,
    notes: '',
    status,
    processing: status === 'Received' || status === 'Preparing',
    refusalReason,
    lines: [
      {
        itemId: 1,
        name: { en: 'Beef pho', vi: 'Phở bò' },
        quantity: 1,
        unitPrice: 95_000,
        amount: 95_000,
      },
    ],
    total: 95_000,
  };
}

let stream: Awaited<ReturnType<typeof openGuestStream>> | undefined;
afterEach(() => stream?.close());

/** The confirmation of order 16, its live stream open as in the signed-in portal. */
async function openConfirmation() {
  const { queryClient } = await renderScreen(
    <Routes>
      <Route path="/order-success/:id" element={<OrderSuccessPage />} />
    </Routes>,
    { path: '/order-success/16' },
  );
  stream = await openGuestStream(queryClient);
}

/** The kitchen moves the order: the API answers its new state and the stream tells of it. */
function kitchenMoves(to: Order) {
  vi.mocked(guestApi.getOrder).mockResolvedValue(to);
  stream?.emit('order.updated');
}

const deliveryPromise = 'We will bring it to room 1208 as soon as possible.';

describe('the order confirmation', () => {
  it('follows the order as the kitchen moves it, without a reload', async () => {
    vi.mocked(guestApi.getOrder).mockResolvedValue(order('Received'));
    await openConfirmation();
    expect(await screen.findByText('The hotel has received your order.')).toBeDefined();
    expect(screen.getByText(deliveryPromise)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Order RS000016' })).toBeDefined();

    kitchenMoves(order('Preparing'));
    expect(await screen.findByText('The kitchen is preparing your order.')).toBeDefined();
    expect(screen.getByText(deliveryPromise)).toBeDefined();

    kitchenMoves(order('On its way'));
    expect(await screen.findByText('Your order is on its way to room 1208.')).toBeDefined();
    expect(screen.queryByText(deliveryPromise)).toBeNull();

    kitchenMoves(order('Delivered'));
    expect(
      await screen.findByText('Your order was delivered to room 1208. Enjoy your meal!'),
    ).toBeDefined();
    expect(screen.queryByText(deliveryPromise)).toBeNull();
    expect(screen.queryByText(/processing/)).toBeNull();
  });

  it("tells a refusal with the kitchen's reason, and no longer promises a delivery", async () => {
    vi.mocked(guestApi.getOrder).mockResolvedValue(order('Preparing'));
    await openConfirmation();
    expect(await screen.findByText('The kitchen is preparing your order.')).toBeDefined();

    kitchenMoves(order('Refused', 'We are out of pho tonight'));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      "The kitchen could not make your order, and it is not on your bill. The kitchen's reason: We are out of pho tonight",
    );
    expect(screen.queryByText(deliveryPromise)).toBeNull();
  });
});
