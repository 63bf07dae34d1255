import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartCheck, Menu, MenuItem, Order } from '@portal/api-client/contract/room-service';
import type {
  MenuItemInput,
  StaffMenu,
  StaffMenuCategory,
  StaffMenuItem,
} from '@portal/api-client/staff-contract/menu';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { firstIdOf, startTestServer, type HotelCode, type TestServer } from './test-server.ts';

type Refusal = { code: string; message: string; details?: { path: string; message: string }[] };

let server: TestServer;
let kitchen: StaffSignedIn;
let guest: string;
beforeAll(async () => {
  server = await startTestServer();
  kitchen = await signInStaff(server, 'ESG', 'kitchen');
  // Arrived with room 1208: may order.
  guest = await server.signIn('ESG', 'ESG1001');
});
afterAll(() => server.close());

const staffMenu = async (who: StaffSignedIn = kitchen) =>
  (await staffCall<StaffMenu>(server, who, 'GET', '/api/staff/menu')).body;

const guestMenu = async () =>
  (await server.call<Menu>('GET', '/api/room-service/menu', { token: guest })).body;

async function guestItem(id: number): Promise<MenuItem | undefined> {
  return (await guestMenu()).categories
    .flatMap((category) => category.items)
    .find((item) => item.id === id);
}

const addItem = (body: unknown, who: StaffSignedIn = kitchen) =>
  staffCall<StaffMenuItem & Refusal>(server, who, 'POST', '/api/staff/menu/items', { body });

const changeItem = (id: number, body: unknown, who: StaffSignedIn = kitchen) =>
  staffCall<StaffMenuItem & Refusal>(server, who, 'PUT', `/api/staff/menu/items/${id}`, { body });

const setAvailable = (id: number, available: boolean, who: StaffSignedIn = kitchen) =>
  staffCall<StaffMenuItem & Refusal>(
    server,
    who,
    'PUT',
    `/api/staff/menu/items/${id}/availability`,
    {
      body: { available },
    },
  );

const cartCheck = (itemId: number) =>
  server.call<CartCheck & Refusal>('POST', '/api/room-service/cart-check', {
    token: guest,
    body: { lines: [{ itemId, quantity: 2 }] },
  });

let orderKeys = 0;
function placeOrder(itemId: number) {
  orderKeys += 1;
  return server.call<Order & Refusal>('POST', '/api/room-service/orders', {
    token: guest,
    headers: { 'idempotency-key': `menu-editor-${String(orderKeys).padStart(4, '0')}` },
    body: { lines: [{ itemId, quantity: 2 }] },
  });
}

async function hotelId(hotel: HotelCode): Promise<number> {
  const row = await server.store
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', hotel)
    .executeTakeFirstOrThrow();
  return row.id;
}

let uploads = 0;
/** A picture as `uploadPicture` keeps it, uploaded by that hotel. */
async function uploadedPicture(hotel: HotelCode): Promise<string> {
  uploads += 1;
  const name = `up-${uploads.toString(16).padStart(32, '0')}`;
  await server.store
    .insertInto('pictures')
    .values({
      name,
      hotel_id: await hotelId(hotel),
      content: new Uint8Array([0x52, 0x49, 0x46, 0x46]),
      uploaded_at: new Date().toISOString(),
      uploaded_by: null,
    })
    .execute();
  return name;
}

async function itemsNamed(en: string): Promise<number> {
  const row = await server.store
    .selectFrom('menu_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('name_en', '=', en)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function categoryNamed(en: string): Promise<StaffMenuCategory> {
  const found = (await staffMenu()).categories.find((category) => category.name.en === en);
  if (!found) throw new Error(`No category ${en}`);
  return found;
}

async function itemNamed(en: string): Promise<StaffMenuItem> {
  const found = (await staffMenu()).categories
    .flatMap((category) => category.items)
    .find((item) => item.name.en === en);
  if (!found) throw new Error(`No item ${en}`);
  return found;
}

/** The item's fields as the editor's form sends them back, with some changed. */
function asInput(item: StaffMenuItem, changes: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    price: item.price,
    available: item.available,
    picture: item.picture,
    ...changes,
  };
}

describe("the kitchen's menu", () => {
  it('is the whole menu in the guests’ order, unavailable items included, with their pictures', async () => {
    const answer = await staffCall<StaffMenu>(server, kitchen, 'GET', '/api/staff/menu');
    expect(answer.status).toBe(200);
    const seen = await guestMenu();
    expect(
      answer.body.categories.map((category) => [
        category.id,
        category.items.map((item) => item.id),
      ]),
    ).toEqual(
      seen.categories.map((category) => [category.id, category.items.map((item) => item.id)]),
    );
    const fish = answer.body.categories
      .flatMap((category) => category.items)
      .find((item) => item.name.en === 'Caramelised fish in clay pot');
    expect(fish).toMatchObject({
      name: { en: 'Caramelised fish in clay pot', vi: 'Cá kho tộ' },
      price: 185_000,
      available: false,
      picture: 'ca-kho-to',
      image: { url: '/api/media/ca-kho-to.svg', width: 640, height: 400 },
    });
  });

  it("is the hotel's own: another hotel's kitchen sees its own menu", async () => {
    const vct = await signInStaff(server, 'VCT', 'kitchen');
    const esgIds = (await staffMenu()).categories.map((category) => category.id);
    const vctIds = (await staffMenu(vct)).categories.map((category) => category.id);
    expect(vctIds.length).toBeGreaterThan(0);
    expect(vctIds.some((id) => esgIds.includes(id))).toBe(false);
  });
});

describe('adding an item', () => {
  it('puts it at the end of its category, and the guest sees it and can order it', async () => {
    const drinks = await categoryNamed('Drinks');
    const answer = await addItem({
      categoryId: drinks.id,
      name: { en: '  Fresh coconut ', vi: 'Dừa tươi' },
      description: { en: 'A young coconut, chilled.', vi: 'Dừa xiêm ướp lạnh.' },
      price: 70_000,
      available: true,
      picture: await uploadedPicture('ESG'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      categoryId: drinks.id,
      name: { en: 'Fresh coconut', vi: 'Dừa tươi' },
      price: 70_000,
      available: true,
    });
    expect(answer.body.image.url).toMatch(/^\/api\/media\/up-[0-9a-f]{32}\.webp$/);
    expect((await categoryNamed('Drinks')).items.map((item) => item.id)).toEqual([
      ...drinks.items.map((item) => item.id),
      answer.body.id,
    ]);

    const seen = (await guestMenu()).categories.find((category) => category.id === drinks.id);
    expect(seen?.items.at(-1)).toMatchObject({
      id: answer.body.id,
      name: { en: 'Fresh coconut', vi: 'Dừa tươi' },
      price: 70_000,
      available: true,
    });
    const checked = await cartCheck(answer.body.id);
    expect(checked.status).toBe(200);
    expect(checked.body.total).toBe(140_000);
  });

  it('may add an item not available yet: the guest sees it but cannot order it', async () => {
    const desserts = await categoryNamed('Desserts');
    const answer = await addItem({
      categoryId: desserts.id,
      name: { en: 'Sweet soup', vi: 'Chè' },
      description: { en: 'Beans and coconut milk.', vi: 'Đậu và nước cốt dừa.' },
      price: 55_000,
      available: false,
      picture: await uploadedPicture('ESG'),
    });
    expect(answer.status).toBe(201);
    expect((await guestItem(answer.body.id))?.available).toBe(false);
    expect((await cartCheck(answer.body.id)).body.code).toBe('MENU_ITEM_UNAVAILABLE');
  });

  it('refuses a category that is not on this hotel’s menu (400 UNKNOWN_MENU_CATEGORY)', async () => {
    const base = {
      name: { en: 'Lost dish', vi: 'Món lạc' },
      description: { en: 'Nowhere.', vi: 'Không đâu.' },
      price: 1_000,
      available: true,
      picture: await uploadedPicture('ESG'),
    };
    for (const categoryId of [await firstIdOf(server.store, 'menu_categories', 'VCT'), 999_999]) {
      const answer = await addItem({ ...base, categoryId });
      expect(answer.status, `category ${categoryId}`).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'UNKNOWN_MENU_CATEGORY',
        details: [{ path: 'body.categoryId' }],
      });
    }
    expect(await itemsNamed('Lost dish')).toBe(0);
  });
});

describe('changing an item', () => {
  it('changes names, description and price in both languages; the guest’s menu and cart follow, placed orders keep theirs', async () => {
    const pho = await itemNamed('Beef pho');
    const placed = await placeOrder(pho.id);
    expect(placed.status).toBe(201);

    const answer = await changeItem(
      pho.id,
      asInput(pho, {
        name: { en: 'Hanoi beef pho', vi: 'Phở bò Hà Nội' },
        description: { en: 'Northern style, clear broth.', vi: 'Kiểu Bắc, nước dùng trong.' },
        price: 135_000,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...pho,
      name: { en: 'Hanoi beef pho', vi: 'Phở bò Hà Nội' },
      description: { en: 'Northern style, clear broth.', vi: 'Kiểu Bắc, nước dùng trong.' },
      price: 135_000,
    });
    expect(await itemNamed('Hanoi beef pho')).toEqual(answer.body);

    expect(await guestItem(pho.id)).toMatchObject({
      name: { en: 'Hanoi beef pho', vi: 'Phở bò Hà Nội' },
      description: { en: 'Northern style, clear broth.', vi: 'Kiểu Bắc, nước dùng trong.' },
      price: 135_000,
    });
    const checked = await cartCheck(pho.id);
    expect(checked.body.lines).toEqual([
      {
        itemId: pho.id,
        name: { en: 'Hanoi beef pho', vi: 'Phở bò Hà Nội' },
        quantity: 2,
        unitPrice: 135_000,
        amount: 270_000,
      },
    ]);

    const before = await server.call<Order>('GET', `/api/room-service/orders/${placed.body.id}`, {
      token: guest,
    });
    expect(before.body.lines).toEqual([
      {
        itemId: pho.id,
        name: { en: 'Beef pho', vi: 'Phở bò' },
        quantity: 2,
        unitPrice: 125_000,
        amount: 250_000,
      },
    ]);
    expect(before.body.total).toBe(250_000);
    const after = await placeOrder(pho.id);
    expect(after.body.total).toBe(270_000);
  });

  it('moved to another category, goes to that category’s end; the guest sees it there', async () => {
    const sandwich = await itemNamed('Club sandwich');
    const breakfast = await categoryNamed('Breakfast');
    const answer = await changeItem(sandwich.id, asInput(sandwich, { categoryId: breakfast.id }));
    expect(answer.status).toBe(200);
    expect(answer.body.categoryId).toBe(breakfast.id);
    expect((await categoryNamed('Breakfast')).items.map((item) => item.id)).toEqual([
      ...breakfast.items.map((item) => item.id),
      sandwich.id,
    ]);
    expect((await categoryNamed('International')).items.map((item) => item.id)).not.toContain(
      sandwich.id,
    );
    const seen = (await guestMenu()).categories.find((category) => category.id === breakfast.id);
    expect(seen?.items.at(-1)?.id).toBe(sandwich.id);
  });

  it('kept in its category, keeps its place', async () => {
    const classics = await categoryNamed('Vietnamese classics');
    const first = classics.items[0];
    if (!first) throw new Error('No classic');
    expect(
      (await changeItem(first.id, asInput(first, { price: first.price + 5_000 }))).status,
    ).toBe(200);
    expect((await categoryNamed('Vietnamese classics')).items.map((item) => item.id)).toEqual(
      classics.items.map((item) => item.id),
    );
  });

  it('refuses a category of another hotel or none, and changes nothing', async () => {
    const rolls = await itemNamed('Fresh spring rolls');
    for (const categoryId of [await firstIdOf(server.store, 'menu_categories', 'VCT'), 999_999]) {
      const answer = await changeItem(rolls.id, asInput(rolls, { categoryId, price: 1 }));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('UNKNOWN_MENU_CATEGORY');
    }
    expect(await itemNamed('Fresh spring rolls')).toEqual(rolls);
  });

  it("answers 404 for an item of another hotel or none, and leaves the other hotel's item alone", async () => {
    const vctItem = await firstIdOf(server.store, 'menu_items', 'VCT');
    const itemRow = () =>
      server.store
        .selectFrom('menu_items')
        .selectAll()
        .where('id', '=', vctItem)
        .executeTakeFirst();
    const rowBefore = await itemRow();
    const esgCategory = (await categoryNamed('Drinks')).id;
    const body = {
      categoryId: esgCategory,
      name: { en: 'Taken over', vi: 'Bị chiếm' },
      description: { en: 'x', vi: 'x' },
      price: 1,
      available: true,
      picture: String(rowBefore?.image),
    };
    for (const id of [vctItem, 999_999]) {
      const changed = await changeItem(id, body);
      expect(changed.status, `item ${id}`).toBe(404);
      expect(changed.body.code).toBe('NOT_FOUND');
      const toggled = await setAvailable(id, false);
      expect(toggled.status).toBe(404);
      expect(toggled.body.code).toBe('NOT_FOUND');
    }
    expect(await itemRow()).toEqual(rowBefore);
  });

  it('answers validation failures from the contract (400 VALIDATION_FAILED with details), never a 5xx', async () => {
    const pizza = await itemNamed('Margherita pizza');
    const bad: [string, unknown][] = [
      ['body.name.vi', asInput(pizza, { name: { en: 'Pizza', vi: '   ' } })],
      ['body.price', asInput(pizza, { price: -1 })],
      ['body.price', asInput(pizza, { price: 1_000_000_001 })],
      ['body.price', asInput(pizza, { price: 12.5 })],
      ['body.picture', asInput(pizza, { picture: '../etc/passwd' })],
      ['body.description.en', asInput(pizza, { description: { en: 'x'.repeat(4001), vi: 'x' } })],
      ['body', { ...asInput(pizza), vatPercent: 0 }],
      ['body.categoryId', { ...asInput(pizza), categoryId: 'drinks' }],
    ];
    for (const [path, body] of bad) {
      const answer = await changeItem(pizza.id, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.details?.map((issue) => issue.path)).toContain(path);
    }
    const missing = await addItem({ categoryId: pizza.categoryId });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect((await changeItem(0, asInput(pizza))).body.code).toBe('VALIDATION_FAILED');
    expect(await itemNamed('Margherita pizza')).toEqual(pizza);
  });
});

describe("an item's picture", () => {
  it('may stay the one it has (a demo picture)', async () => {
    const coffee = await itemNamed('Vietnamese iced coffee');
    const answer = await changeItem(coffee.id, asInput(coffee, { price: 70_000 }));
    expect(answer.status).toBe(200);
    expect(answer.body.picture).toBe('ca-phe-sua-da');
  });

  it('may be one this hotel uploaded, and the guest gets its address', async () => {
    const fruit = await itemNamed('Fresh tropical fruit');
    const picture = await uploadedPicture('ESG');
    const answer = await changeItem(fruit.id, asInput(fruit, { picture }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ picture, image: { url: `/api/media/${picture}.webp` } });
    expect((await guestItem(fruit.id))?.image.url).toBe(`/api/media/${picture}.webp`);
  });

  it("refuses another hotel's upload, an unknown name and another item's demo picture (400 UNKNOWN_PICTURE)", async () => {
    const beer = await itemNamed('Local craft beer');
    for (const picture of [await uploadedPicture('VCT'), `up-${'f'.repeat(32)}`, 'pizza']) {
      const changed = await changeItem(beer.id, asInput(beer, { picture }));
      expect(changed.status, picture).toBe(400);
      expect(changed.body).toMatchObject({
        code: 'UNKNOWN_PICTURE',
        details: [{ path: 'body.picture' }],
      });
      const added = await addItem({
        ...asInput(beer, { picture }),
        name: { en: 'Other beer', vi: 'Bia khác' },
      });
      expect(added.status, picture).toBe(400);
      expect(added.body.code).toBe('UNKNOWN_PICTURE');
    }
    expect(await itemNamed('Local craft beer')).toEqual(beer);
    expect(await itemsNamed('Other beer')).toBe(0);
  });
});

describe("an item's availability", () => {
  it('marked unavailable, the guest sees it so and cannot order it, even from a cart checked before; made available again, can', async () => {
    const rice = await itemNamed('Broken rice with pork chop');
    expect((await cartCheck(rice.id)).status).toBe(200);

    const off = await setAvailable(rice.id, false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...rice, available: false });
    expect((await guestItem(rice.id))?.available).toBe(false);
    const refused = await placeOrder(rice.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'MENU_ITEM_UNAVAILABLE',
      details: [
        { path: 'body.lines.0.itemId', message: 'Broken rice with pork chop is not available now' },
      ],
    });
    expect((await cartCheck(rice.id)).body.code).toBe('MENU_ITEM_UNAVAILABLE');

    const on = await setAvailable(rice.id, true);
    expect(on.body.available).toBe(true);
    expect((await guestItem(rice.id))?.available).toBe(true);
    expect((await placeOrder(rice.id)).status).toBe(201);
  });

  it('a refusal names each dish switched off by the line the guest sent, and keeps nothing of the order', async () => {
    const fish = await itemNamed('Caramelised fish in clay pot');
    const coffee = await itemNamed('Vietnamese iced coffee');
    const rolls = await itemNamed('Fresh spring rolls');
    expect(fish.available).toBe(false);
    expect((await setAvailable(rolls.id, false)).status).toBe(200);
    const lines = [
      { itemId: coffee.id, quantity: 1 },
      { itemId: fish.id, quantity: 2 },
      { itemId: 999_999, quantity: 1 },
      { itemId: rolls.id, quantity: 1 },
    ];
    const ordersBefore = await server.call<{ orders: Order[] }>('GET', '/api/room-service/orders', {
      token: guest,
    });
    orderKeys += 1;
    const refused = await server.call<Refusal>('POST', '/api/room-service/orders', {
      token: guest,
      headers: { 'idempotency-key': `menu-editor-${String(orderKeys).padStart(4, '0')}` },
      body: { lines },
    });
    const named = [
      { path: 'body.lines.1.itemId', message: 'Caramelised fish in clay pot is not available now' },
      { path: 'body.lines.2.itemId', message: 'Item 999999 is not on the menu' },
      { path: 'body.lines.3.itemId', message: 'Fresh spring rolls is not available now' },
    ];
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'MENU_ITEM_UNAVAILABLE',
      message: 'An item is no longer available',
      details: named,
    });
    const checked = await server.call<Refusal>('POST', '/api/room-service/cart-check', {
      token: guest,
      body: { lines },
    });
    expect(checked.body.details).toEqual(named);
    expect(await server.call('GET', '/api/room-service/orders', { token: guest })).toMatchObject({
      body: ordersBefore.body,
    });
    expect((await setAvailable(rolls.id, true)).status).toBe(200);
  });

  it('set through a full change works the same way', async () => {
    const banhMi = await itemNamed('Banh mi with grilled pork');
    expect((await changeItem(banhMi.id, asInput(banhMi, { available: false }))).status).toBe(200);
    expect((await placeOrder(banhMi.id)).body.code).toBe('MENU_ITEM_UNAVAILABLE');
  });
});

describe('categories', () => {
  it('a new one goes at the end of the menu, empty, and the guest sees it', async () => {
    const before = await staffMenu();
    const answer = await staffCall<StaffMenuCategory & Refusal>(
      server,
      kitchen,
      'POST',
      '/api/staff/menu/categories',
      { body: { name: { en: 'Late night', vi: 'Ăn khuya' } } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: answer.body.id,
      name: { en: 'Late night', vi: 'Ăn khuya' },
      items: [],
    });
    expect((await staffMenu()).categories.map((category) => category.id)).toEqual([
      ...before.categories.map((category) => category.id),
      answer.body.id,
    ]);
    expect((await guestMenu()).categories.at(-1)).toMatchObject({ id: answer.body.id, items: [] });

    const added = await addItem({
      categoryId: answer.body.id,
      name: { en: 'Instant noodles', vi: 'Mì gói' },
      description: { en: 'With an egg.', vi: 'Với trứng.' },
      price: 45_000,
      available: true,
      picture: await uploadedPicture('ESG'),
    });
    expect(added.status).toBe(201);
    expect((await categoryNamed('Late night')).items.map((item) => item.id)).toEqual([
      added.body.id,
    ]);
  });

  it('is renamed in both languages, its items kept; the guest sees the new name', async () => {
    const drinks = await categoryNamed('Drinks');
    const answer = await staffCall<StaffMenuCategory & Refusal>(
      server,
      kitchen,
      'PUT',
      `/api/staff/menu/categories/${drinks.id}`,
      { body: { name: { en: 'Beverages', vi: 'Thức uống' } } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...drinks, name: { en: 'Beverages', vi: 'Thức uống' } });
    expect(
      (await guestMenu()).categories.find((category) => category.id === drinks.id)?.name,
    ).toEqual({
      en: 'Beverages',
      vi: 'Thức uống',
    });
    // Back, for the other tests.
    await staffCall(server, kitchen, 'PUT', `/api/staff/menu/categories/${drinks.id}`, {
      body: { name: drinks.name },
    });
  });

  it("answers 404 for another hotel's category or none, and refuses a bad name", async () => {
    const vctCategory = await firstIdOf(server.store, 'menu_categories', 'VCT');
    const categoryRow = () =>
      server.store
        .selectFrom('menu_categories')
        .selectAll()
        .where('id', '=', vctCategory)
        .executeTakeFirst();
    const rowBefore = await categoryRow();
    for (const id of [vctCategory, 999_999]) {
      const answer = await staffCall<Refusal>(
        server,
        kitchen,
        'PUT',
        `/api/staff/menu/categories/${id}`,
        {
          body: { name: { en: 'Taken over', vi: 'Bị chiếm' } },
        },
      );
      expect(answer.status, `category ${id}`).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect(await categoryRow()).toEqual(rowBefore);

    const tooLong = await staffCall<Refusal>(
      server,
      kitchen,
      'POST',
      '/api/staff/menu/categories',
      {
        body: { name: { en: 'x'.repeat(61), vi: 'Ăn' } },
      },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.name.en' }],
    });
  });
});

describe('who may edit the menu', () => {
  const calls = async (): Promise<[string, string, unknown][]> => {
    const item = await itemNamed('Fresh tropical fruit');
    return [
      ['GET', '/api/staff/menu', undefined],
      ['POST', '/api/staff/menu/items', asInput(item)],
      ['PUT', `/api/staff/menu/items/${item.id}`, asInput(item)],
      ['PUT', `/api/staff/menu/items/${item.id}/availability`, { available: false }],
      ['POST', '/api/staff/menu/categories', { name: { en: 'Forbidden', vi: 'Cấm' } }],
      [
        'PUT',
        `/api/staff/menu/categories/${item.categoryId}`,
        { name: { en: 'Forbidden', vi: 'Cấm' } },
      ],
    ];
  };

  it('refuses the front desk and the concierge (403 STAFF_FORBIDDEN) and changes nothing', async () => {
    const before = await staffMenu();
    for (const role of ['front-desk', 'concierge'] as const) {
      const other = await signInStaff(server, 'ESG', role);
      for (const [method, url, body] of await calls()) {
        const answer = await staffCall<Refusal>(server, other, method, url, { body });
        expect(answer.status, `${role} ${method} ${url}`).toBe(403);
        expect(answer.body.code).toBe('STAFF_FORBIDDEN');
      }
    }
    expect(await staffMenu()).toEqual(before);
  });

  it('lets the manager edit it, and wants the CSRF token on a change', async () => {
    const manager = await signInStaff(server, 'ESG', 'manager');
    const fruit = await itemNamed('Fresh tropical fruit');
    expect((await staffMenu(manager)).categories.length).toBeGreaterThan(0);
    expect((await setAvailable(fruit.id, false, manager)).body.available).toBe(false);
    expect((await setAvailable(fruit.id, true, manager)).body.available).toBe(true);
    const noCsrf = await staffCall<Refusal>(
      server,
      kitchen,
      'PUT',
      `/api/staff/menu/items/${fruit.id}/availability`,
      {
        body: { available: false },
        csrf: null,
      },
    );
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.code).toBe('CSRF_REJECTED');
    expect((await itemNamed('Fresh tropical fruit')).available).toBe(true);
  });
});
