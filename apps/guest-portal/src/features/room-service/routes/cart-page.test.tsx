import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { Menu, MenuItem } from '@portal/api-client/contract/room-service';
import { guestApi } from '../../../lib/guest-api.ts';
import { useCartStore, type CartLine } from '../../../stores/cart-store.ts';
import { openGuestStream } from '../../../testing/fake-event-source.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { CartPage } from './cart-page.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({
  guestApi: { getMenu: vi.fn(), listOrders: vi.fn(), placeOrder: vi.fn() },
}));
vi.mock('eventsource', () => import('../../../testing/fake-event-source.ts'));

const COFFEE = { itemId: 10, name: { en: 'Vietnamese iced coffee', vi: 'Cà phê sữa đá' } };
const PHO = { itemId: 1, name: { en: 'Beef pho', vi: 'Phở bò' } };

function cartLine(dish: typeof COFFEE, notes = ''): CartLine {
  return { ...dish, unitPrice: 95_000, quantity: 2, notes, image: null };
}

function dish({ itemId, name }: typeof COFFEE, available: boolean): MenuItem {
  return {
    id: itemId,
    categoryId: 1,
    name,
    description: { en: '', vi: '' },
    price: 95_000,
    image: { url: '/api/media/dish.svg', width: 1280, height: 800 },
    available,
    isFavorite: false,
  };
}

/** The hotel's menu with pho switched on or off. */
function menu(phoAvailable: boolean): Menu {
  return {
    currency: 'VND',
    roomNumber: '1203',
    categories: [
      {
        id: 1,
        name: { en: 'Menu', vi: 'Thực đơn' },
        items: [dish(COFFEE, true), dish(PHO, phoAvailable)],
      },
    ],
  };
}

function row(name: string): HTMLElement {
  const line = within(screen.getByRole('list', { name: 'Dishes in your cart' }))
    .getByText(name)
    .closest('li');
  if (!line) throw new Error(`No cart line ${name}`);
  return line;
}
const NOT_AVAILABLE = 'Not available now. Remove it to order the rest.';

let stream: Awaited<ReturnType<typeof openGuestStream>> | undefined;
beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(guestApi.listOrders).mockResolvedValue({ orders: [] });
  useCartStore.getState().clear();
  useCartStore.getState().addLine(cartLine(COFFEE));
  useCartStore.getState().addLine(cartLine(PHO, 'No chilli'));
});
afterEach(() => {
  stream?.close();
  useCartStore.getState().clear();
});

describe('the cart', () => {
  it('names the dish an order was refused for and marks its line, keeping everything else as it was', async () => {
    vi.mocked(guestApi.getMenu).mockResolvedValueOnce(menu(true)).mockResolvedValue(menu(false));
    vi.mocked(guestApi.placeOrder).mockRejectedValueOnce(
      new ApiRequestError(409, 'MENU_ITEM_UNAVAILABLE', 'An item is no longer available', [
        { path: 'body.lines.1.itemId', message: 'Beef pho is not available now' },
      ]),
    );
    await renderScreen(<CartPage />, { path: '/cart' });
    await userEvent.type(screen.getByRole('textbox', { name: /Notes for the order/ }), 'Knock');
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Beef pho is no longer available. Remove it from your cart and order again: everything else you chose is kept.',
    );
    expect(within(row('Beef pho')).getByText(NOT_AVAILABLE)).toBeDefined();
    expect(within(row('Vietnamese iced coffee')).queryByText(NOT_AVAILABLE)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Notes for the order/ })).toHaveProperty(
      'value',
      'Knock',
    );
    expect(screen.getByText('No chilli')).toBeDefined();
    expect(useCartStore.getState().lines.map((line) => [line.itemId, line.quantity])).toEqual([
      [10, 2],
      [1, 2],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Beef pho' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(NOT_AVAILABLE)).toBeNull();
  });

  it('marks a dish the kitchen switches off while the cart is open, and unmarks it when switched on', async () => {
    vi.mocked(guestApi.getMenu).mockResolvedValue(menu(true));
    const { queryClient } = await renderScreen(<CartPage />, { path: '/cart' });
    stream = await openGuestStream(queryClient);
    await waitFor(() => expect(guestApi.getMenu).toHaveBeenCalled());
    expect(screen.queryByText(NOT_AVAILABLE)).toBeNull();

    vi.mocked(guestApi.getMenu).mockResolvedValue(menu(false));
    stream.emit('menu.changed');
    expect(await within(row('Beef pho')).findByText(NOT_AVAILABLE)).toBeDefined();
    expect(within(row('Vietnamese iced coffee')).queryByText(NOT_AVAILABLE)).toBeNull();

    vi.mocked(guestApi.getMenu).mockResolvedValue(menu(true));
    stream.emit('menu.changed');
    await waitFor(() => expect(screen.queryByText(NOT_AVAILABLE)).toBeNull());
  });
});
