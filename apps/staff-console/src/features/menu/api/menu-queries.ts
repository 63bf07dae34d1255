import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type {
  MenuCategoryInput,
  MenuItemInput,
  StaffMenuCategory,
} from '@portal/api-client/staff-contract/menu';
import { staffApi } from '../../../lib/staff-api.ts';

/** A menu item as the form sends it: the contract's input once its schema has read it. */
export type MenuItemFields = z.output<typeof MenuItemInput>;
export type MenuCategoryFields = z.output<typeof MenuCategoryInput>;

/** The whole menu as the kitchen edits it: every category in the guests' order, with its items. */
export const staffMenuQuery = queryOptions({
  queryKey: ['staff-menu'],
  queryFn: async () => (await staffApi.getStaffMenu()).categories,
});

function useRefreshMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffMenuQuery.queryKey });
}

/** Adds an item (`id` null) or changes one; the menu is read again after a save. */
export function useSaveMenuItem() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: ({ id, item }: { id: number | null; item: MenuItemFields }) =>
      id === null
        ? staffApi.addMenuItem({ body: item })
        : staffApi.changeMenuItem({ params: { id }, body: item }),
    onSuccess: refresh,
  });
}

/** Adds a category (`id` null) or renames one. */
export function useSaveMenuCategory() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: ({ id, category }: { id: number | null; category: MenuCategoryFields }) =>
      id === null
        ? staffApi.addMenuCategory({ body: category })
        : staffApi.renameMenuCategory({ params: { id }, body: category }),
    onSuccess: refresh,
  });
}

/**
 * Marks one item available or not. The switch shows the new state at once; a refusal puts back
 * the state it had, and the menu is read again either way.
 */
export function useSetMenuItemAvailability(id: number) {
  const queryClient = useQueryClient();
  const mark = (available: boolean) =>
    queryClient.setQueryData(staffMenuQuery.queryKey, (categories?: StaffMenuCategory[]) =>
      categories?.map((category) => ({
        ...category,
        items: category.items.map((item) => (item.id === id ? { ...item, available } : item)),
      })),
    );
  return useMutation({
    mutationFn: (available: boolean) =>
      staffApi.setMenuItemAvailability({ params: { id }, body: { available } }),
    onMutate: async (available) => {
      // A read already under way would otherwise bring the old state back over the new one.
      await queryClient.cancelQueries({ queryKey: staffMenuQuery.queryKey });
      mark(available);
    },
    onError: (_error, available) => mark(!available),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMenuQuery.queryKey }),
  });
}
