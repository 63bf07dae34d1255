import '../zod-setup.ts';
import { z } from 'zod/mini';
import { CONTENT_PRICE_MAX } from '../../rules/hotel-content.ts';
import { Id, IdParams, ImageRef, LocalizedText, Vnd } from '../common.ts';
import { defineRoute } from '../route.ts';
import { bothLanguages, PictureName } from './hotel-content.ts';

/** A menu item as the kitchen edits it. */
export const StaffMenuItem = z.object({
  id: z.int(),
  categoryId: z.int(),
  name: LocalizedText,
  description: LocalizedText,
  price: Vnd,
  available: z.boolean(),
  picture: PictureName,
  image: ImageRef,
});
export type StaffMenuItem = z.infer<typeof StaffMenuItem>;

export const StaffMenuCategory = z.object({
  id: z.int(),
  name: LocalizedText,
  items: z.array(StaffMenuItem),
});
export type StaffMenuCategory = z.infer<typeof StaffMenuCategory>;

/** The whole menu in the guests' order, available items or not. */
export const StaffMenu = z.object({ categories: z.array(StaffMenuCategory) });
export type StaffMenu = z.infer<typeof StaffMenu>;

export const MenuItemInput = z.strictObject({
  categoryId: Id,
  name: bothLanguages('name'),
  description: bothLanguages('description'),
  price: z.int().check(z.gte(0), z.lte(CONTENT_PRICE_MAX)),
  available: z.boolean(),
  picture: PictureName,
});
export type MenuItemInput = z.input<typeof MenuItemInput>;

export const MenuItemAvailability = z.strictObject({ available: z.boolean() });

export const MenuCategoryInput = z.strictObject({ name: bothLanguages('category') });
export type MenuCategoryInput = z.input<typeof MenuCategoryInput>;

export const menuRoutes = {
  getStaffMenu: defineRoute({
    method: 'GET',
    path: '/staff/menu',
    tag: 'Menu',
    summary: "The hotel's room-service menu as the kitchen edits it, unavailable items included",
    auth: false,
    staffRoles: ['kitchen'],
    response: StaffMenu,
  }),
  addMenuItem: defineRoute({
    method: 'POST',
    path: '/staff/menu/items',
    tag: 'Menu',
    summary: 'Add an item at the end of its category',
    auth: false,
    staffRoles: ['kitchen'],
    body: MenuItemInput,
    response: StaffMenuItem,
    successStatus: 201,
    errors: ['UNKNOWN_MENU_CATEGORY', 'UNKNOWN_PICTURE'],
  }),
  changeMenuItem: defineRoute({
    method: 'PUT',
    path: '/staff/menu/items/:id',
    tag: 'Menu',
    summary: 'Change an item: names, description, price, category, picture, availability',
    auth: false,
    staffRoles: ['kitchen'],
    params: IdParams,
    body: MenuItemInput,
    response: StaffMenuItem,
    errors: ['UNKNOWN_MENU_CATEGORY', 'UNKNOWN_PICTURE'],
  }),
  setMenuItemAvailability: defineRoute({
    method: 'PUT',
    path: '/staff/menu/items/:id/availability',
    tag: 'Menu',
    summary: 'Mark an item available or not (guests cannot order it while it is not)',
    auth: false,
    staffRoles: ['kitchen'],
    params: IdParams,
    body: MenuItemAvailability,
    response: StaffMenuItem,
  }),
  addMenuCategory: defineRoute({
    method: 'POST',
    path: '/staff/menu/categories',
    tag: 'Menu',
    summary: 'Add a category at the end of the menu',
    auth: false,
    staffRoles: ['kitchen'],
    body: MenuCategoryInput,
    response: StaffMenuCategory,
    successStatus: 201,
  }),
  renameMenuCategory: defineRoute({
    method: 'PUT',
    path: '/staff/menu/categories/:id',
    tag: 'Menu',
    summary: 'Rename a category in both languages',
    auth: false,
    staffRoles: ['kitchen'],
    params: IdParams,
    body: MenuCategoryInput,
    response: StaffMenuCategory,
  }),
} as const;
