import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import type { ImageRef } from '@portal/api-client/contract/common';
import type {
  MenuCategoryInput,
  MenuItemInput,
  StaffMenuCategory,
  StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import type { UploadedPicture } from '@portal/api-client/staff-contract/pictures';
import { sessionOf, staffApi } from '../../testing/fake-staff-api.ts';
import { renderConsole } from '../../testing/render-console.tsx';
import { typeInto } from '../../testing/type-into.ts';

vi.mock('../../lib/staff-api.ts', () => import('../../testing/fake-staff-api.ts'));
vi.mock('@portal/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { toast } = await import('@portal/ui/toast');

const imageOf = (picture: string): ImageRef => ({
  url: `/api/media/${picture}.svg`,
  width: 640,
  height: 400,
});

function dish(change: Partial<StaffMenuItem> & Pick<StaffMenuItem, 'id' | 'name'>): StaffMenuItem {
  return {
    categoryId: 1,
    description: { en: 'A bowl of it', vi: 'Một tô' },
    price: 95_000,
    available: true,
    picture: 'pho-bo',
    image: imageOf('pho-bo'),
    ...change,
  };
}

const PHO = dish({ id: 7, name: { en: 'Pho bo', vi: 'Phở bò' } });
const CANH = dish({
  id: 8,
  name: { en: 'Sour soup', vi: 'Canh chua' },
  price: 85_000,
  available: false,
  picture: 'canh-chua',
  image: imageOf('canh-chua'),
});
const COFFEE = dish({
  id: 9,
  categoryId: 2,
  name: { en: 'Iced coffee', vi: 'Cà phê sữa đá' },
  price: 45_000,
  picture: 'ca-phe',
  image: imageOf('ca-phe'),
});

const UPLOADED: UploadedPicture = {
  picture: 'up-0123456789abcdef0123456789abcdef',
  image: { url: '/api/media/up-0123456789abcdef0123456789abcdef.webp', width: 640, height: 400 },
};

/** The API's menu in these tests: each write changes what the next read answers. */
let menu: StaffMenuCategory[] = [];

function itemOf(id: number): StaffMenuItem {
  const found = menu.flatMap((category) => category.items).find((item) => item.id === id);
  if (!found) throw new Error(`No item ${id}`);
  return found;
}

function writeItem(id: number, fields: Omit<StaffMenuItem, 'id' | 'image'>): StaffMenuItem {
  const item: StaffMenuItem = { id, ...fields, image: imageOf(fields.picture) };
  menu = menu.map((category) => ({
    ...category,
    items: [
      ...category.items.filter((entry) => entry.id !== id),
      ...(category.id === item.categoryId ? [item] : []),
    ],
  }));
  return item;
}

beforeEach(() => {
  vi.resetAllMocks();
  menu = [
    { id: 1, name: { en: 'Soups', vi: 'Món súp' }, items: [PHO, CANH] },
    { id: 2, name: { en: 'Drinks', vi: 'Đồ uống' }, items: [COFFEE] },
  ];
  staffApi.staffGetSession.mockResolvedValue(sessionOf('kitchen', 'Bao Pham'));
  staffApi.getStaffMenu.mockImplementation(async () => ({ categories: structuredClone(menu) }));
  staffApi.setMenuItemAvailability.mockImplementation(
    async ({ params, body }: { params: { id: number }; body: { available: boolean } }) =>
      writeItem(params.id, { ...itemOf(params.id), available: body.available }),
  );
  staffApi.changeMenuItem.mockImplementation(
    async ({
      params,
      body,
    }: {
      params: { id: number };
      body: MenuItemInput & { categoryId: number };
    }) => writeItem(params.id, body),
  );
  staffApi.addMenuItem.mockImplementation(
    async ({ body }: { body: MenuItemInput & { categoryId: number } }) => writeItem(20, body),
  );
  staffApi.addMenuCategory.mockImplementation(async ({ body }: { body: MenuCategoryInput }) => {
    const category: StaffMenuCategory = { id: 3, name: body.name, items: [] };
    menu = [...menu, category];
    return category;
  });
  staffApi.uploadPicture.mockResolvedValue(UPLOADED);
});

const dishCard = (name: string) => screen.findByRole('article', { name });
const availability = (card: HTMLElement, name: string) =>
  within(card).getByRole('switch', { name: `Available: ${name}` });

describe('the room-service menu (kitchen)', () => {
  it('lists the categories in order with each item, marking those guests cannot order', async () => {
    await renderConsole('/menu');
    const soups = await screen.findByRole('region', { name: 'Soups' });
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    expect(soups.compareDocumentPosition(drinks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Room-service menu' })).toBeTruthy();

    const pho = within(soups).getByRole('article', { name: 'Pho bo' });
    expect(within(pho).getByText('Phở bò')).toBeTruthy();
    expect(within(pho).getByText('₫95,000')).toBeTruthy();
    expect(pho.querySelector('img')?.getAttribute('src')).toBe('/api/media/pho-bo.svg');
    expect(availability(pho, 'Pho bo').getAttribute('aria-checked')).toBe('true');
    expect(within(pho).queryByText('Not available to guests')).toBeNull();

    const canh = within(soups).getByRole('article', { name: 'Sour soup' });
    expect(within(canh).getByText('Not available to guests')).toBeTruthy();
    expect(availability(canh, 'Sour soup').getAttribute('aria-checked')).toBe('false');
    expect(within(drinks).getByRole('article', { name: 'Iced coffee' })).toBeTruthy();
  });

  it('reads in Vietnamese for a Vietnamese reader, prices included', async () => {
    await renderConsole('/menu', { language: 'vi' });
    const soups = await screen.findByRole('region', { name: 'Món súp' });
    const canh = within(soups).getByRole('article', { name: 'Canh chua' });
    expect(within(canh).getByText('85.000 ₫')).toBeTruthy();
    expect(within(canh).getByText('Khách không gọi được')).toBeTruthy();
    expect(within(canh).getByRole('switch', { name: 'Còn phục vụ: Canh chua' })).toBeTruthy();
  });

  it('is refused to a role other than the kitchen, and reads nothing', async () => {
    staffApi.staffGetSession.mockResolvedValue(sessionOf('front-desk'));
    await renderConsole('/menu');
    expect(await screen.findByText('Not for your role')).toBeTruthy();
    expect(staffApi.getStaffMenu).not.toHaveBeenCalled();
  });

  it('marks an item not available at once, sends it, and keeps the new state', async () => {
    let answer: () => void = () => undefined;
    staffApi.setMenuItemAvailability.mockImplementationOnce(
      ({ params, body }: { params: { id: number }; body: { available: boolean } }) =>
        new Promise((resolve) => {
          answer = () => resolve(writeItem(params.id, { ...itemOf(params.id), ...body }));
        }),
    );
    await renderConsole('/menu');
    const pho = await dishCard('Pho bo');
    await userEvent.click(availability(pho, 'Pho bo'));

    expect(staffApi.setMenuItemAvailability).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { available: false },
    });
    expect(availability(pho, 'Pho bo').getAttribute('aria-checked')).toBe('false');
    expect(within(pho).getByText('Saving…')).toBeTruthy();

    answer();
    await waitFor(() => expect(within(pho).queryByText('Saving…')).toBeNull());
    await waitFor(() => expect(staffApi.getStaffMenu).toHaveBeenCalledTimes(2));
    expect(availability(pho, 'Pho bo').getAttribute('aria-checked')).toBe('false');
    expect(within(pho).getByText('Not available to guests')).toBeTruthy();
  });

  it('puts the switch back and says why when the change is refused', async () => {
    staffApi.setMenuItemAvailability.mockRejectedValue(
      new ApiRequestError(0, 'NETWORK', 'Network error'),
    );
    await renderConsole('/menu');
    const canh = await dishCard('Sour soup');
    await userEvent.click(availability(canh, 'Sour soup'));

    expect((await within(canh).findByRole('alert')).textContent).toBe(
      'The change was not saved: We could not reach the server. Check the connection and try again.',
    );
    expect(availability(canh, 'Sour soup').getAttribute('aria-checked')).toBe('false');
    expect(within(canh).getByText('Not available to guests')).toBeTruthy();
  });

  it('sends both languages and the price, shows a refusal next to its field keeping what was typed, then saves', async () => {
    staffApi.changeMenuItem.mockRejectedValueOnce(
      new ApiRequestError(400, 'UNKNOWN_MENU_CATEGORY', 'The menu has no such category', [
        { path: 'body.categoryId', message: 'The menu has no such category' },
      ]),
    );
    await renderConsole('/menu');
    await userEvent.click(
      within(await dishCard('Pho bo')).getByRole('button', { name: 'Edit Pho bo' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit Pho bo' });
    expect(within(form).getByLabelText<HTMLInputElement>('Name (English)').value).toBe('Pho bo');
    const vietnamese = within(form).getByLabelText<HTMLInputElement>('Name (Vietnamese)');
    await userEvent.clear(vietnamese);
    await userEvent.type(vietnamese, 'Phở bò đặc biệt');
    const price = within(form).getByLabelText<HTMLInputElement>('Price (VND)');
    await userEvent.clear(price);
    await userEvent.type(price, '120000');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Drinks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(staffApi.changeMenuItem).toHaveBeenCalledWith({
      params: { id: 7 },
      body: {
        categoryId: 2,
        name: { en: 'Pho bo', vi: 'Phở bò đặc biệt' },
        description: { en: 'A bowl of it', vi: 'Một tô' },
        price: 120_000,
        available: true,
        picture: 'pho-bo',
      },
    });
    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toBe('The menu has no such category.');
    const category = within(form).getByLabelText('Category');
    expect(category.getAttribute('aria-describedby')?.split(' ')).toContain(refusal.id);
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(vietnamese.value).toBe('Phở bò đặc biệt');
    expect(price.value).toBe('120000');
    expect(toast.success).not.toHaveBeenCalled();

    await userEvent.selectOptions(category, 'Soups');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pho bo saved'));
    expect(screen.queryByRole('form', { name: 'Edit Pho bo' })).toBeNull();
    expect(await within(await dishCard('Pho bo')).findByText('₫120,000')).toBeTruthy();
    expect(within(await dishCard('Pho bo')).getByText('Phở bò đặc biệt')).toBeTruthy();
  });

  it('adds an item with an uploaded picture, and asks for the picture first', async () => {
    await renderConsole('/menu');
    await screen.findByRole('region', { name: 'Soups' });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('form', { name: 'Add an item' });
    const fill = typeInto(form);
    await fill('Name (English)', 'Spring rolls');
    await fill('Name (Vietnamese)', 'Chả giò');
    await fill('Description (English)', 'Four, fried');
    await fill('Description (Vietnamese)', 'Bốn cuốn, chiên');
    await fill('Price (VND)', '65000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Upload a picture of the dish')).toBeTruthy();
    expect(staffApi.addMenuItem).not.toHaveBeenCalled();

    await userEvent.upload(
      within(form).getByLabelText('Picture'),
      new File(['picture'], 'rolls.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByText('Picture uploaded')).toBeTruthy();
    expect(within(form).getByAltText('Picture').getAttribute('src')).toBe(UPLOADED.image.url);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(staffApi.addMenuItem).toHaveBeenCalledWith({
        body: {
          categoryId: 1,
          name: { en: 'Spring rolls', vi: 'Chả giò' },
          description: { en: 'Four, fried', vi: 'Bốn cuốn, chiên' },
          price: 65_000,
          available: true,
          picture: UPLOADED.picture,
        },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Spring rolls added to the menu');
    const soups = await screen.findByRole('region', { name: 'Soups' });
    expect(await within(soups).findByRole('article', { name: 'Spring rolls' })).toBeTruthy();
  });

  it('adds a category in both languages at the end of the menu', async () => {
    await renderConsole('/menu');
    await screen.findByRole('region', { name: 'Drinks' });
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const form = await screen.findByRole('form', { name: 'Add a category' });
    await userEvent.type(within(form).getByLabelText('Category name (English)'), 'Desserts');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Missing category name (Vietnamese)')).toBeTruthy();
    expect(staffApi.addMenuCategory).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText('Category name (Vietnamese)'), 'Tráng miệng');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(staffApi.addMenuCategory).toHaveBeenCalledWith({
        body: { name: { en: 'Desserts', vi: 'Tráng miệng' } },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Category Desserts added to the menu');
    const desserts = await screen.findByRole('region', { name: 'Desserts' });
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    expect(
      drinks.compareDocumentPosition(desserts) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(desserts).getByText('No items in this category yet.')).toBeTruthy();
  });
});
