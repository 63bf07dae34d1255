import { HttpError } from '../../platform/http/http-error.ts';
import type { Handlers } from '../../platform/http/register-contract.ts';
import type { LocalTipsRepository } from './local-tips-repository.ts';

interface LocalTipsDeps {
  localTips: LocalTipsRepository;
  now: () => Date;
}

export function localTipsHandlers({ localTips, now }: LocalTipsDeps) {
  async function current(hotelId: number, guestId: number, tipId: number) {
    const tip = await localTips.find(hotelId, guestId, tipId);
    if (!tip) throw new HttpError('NOT_FOUND', 'Local tip not found');
    return tip;
  }

  async function setLiked(hotelId: number, guestId: number, tipId: number, liked: boolean) {
    // Looked up in the guest's own hotel first: another hotel's tip is simply not found.
    await current(hotelId, guestId, tipId);
    await localTips.setLiked(tipId, guestId, liked, now());
    return current(hotelId, guestId, tipId);
  }

  return {
    listLocalTips: async ({ hotel, guest, query }) => ({
      localTips: await localTips.list(hotel.id, guest.guestId, query.filter === 'liked'),
    }),
    getLocalTip: ({ hotel, guest, params }) => current(hotel.id, guest.guestId, params.id),
    likeLocalTip: ({ hotel, guest, params }) => setLiked(hotel.id, guest.guestId, params.id, true),
    unlikeLocalTip: ({ hotel, guest, params }) =>
      setLiked(hotel.id, guest.guestId, params.id, false),
  } satisfies Partial<Handlers>;
}
