import type { FavoriteKind } from '@portal/api-client/contract/favorites';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { GuestIdentity } from '../../platform/http/request-context.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { FavoritesRepository } from './favorites-repository.ts';

interface FavoritesDeps {
  favorites: FavoritesRepository;
  events: EventBus;
  now: () => Date;
}

export function favoritesHandlers({ favorites, events, now }: FavoritesDeps) {
  async function assertExists(hotelId: number, kind: FavoriteKind, itemId: number) {
    if (!(await favorites.exists(hotelId, kind, itemId)))
      throw new HttpError('NOT_FOUND', 'Nothing to keep with this id');
  }

  // What is kept of the guest's favourites (the menu's) is dropped on every instance.
  const changed = (guest: GuestIdentity) =>
    events.publish({
      type: 'favorites.changed',
      hotelId: guest.hotelId,
      reservationId: guest.reservationId,
    });

  return {
    listFavorites: async ({ hotel, guest, query }) => ({
      favorites: await favorites.list(hotel.id, guest.guestId, query.kind),
    }),
    addFavorite: async ({ hotel, guest, params }) => {
      await assertExists(hotel.id, params.kind, params.itemId);
      await favorites.add(guest.guestId, params.kind, params.itemId, now());
      changed(guest);
      const kept = await favorites.list(hotel.id, guest.guestId, params.kind);
      const favorite = kept.find((entry) => entry.itemId === params.itemId);
      if (!favorite) throw new HttpError('NOT_FOUND', 'Nothing to keep with this id');
      return favorite;
    },
    removeFavorite: async ({ hotel, guest, params }) => {
      await assertExists(hotel.id, params.kind, params.itemId);
      await favorites.remove(guest.guestId, params.kind, params.itemId);
      changed(guest);
      return { ok: true as const };
    },
  } satisfies Partial<Handlers>;
}
