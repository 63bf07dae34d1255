import './zod-setup.ts';
import { z } from 'zod/mini';
import { IdParams, ImageRef, IsoDate, LocalizedText, Vnd } from './common.ts';
import { defineRoute } from './route.ts';

export const Offer = z.object({
  id: z.int(),
  title: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  terms: LocalizedText,
  image: ImageRef,
  validFrom: IsoDate,
  validTo: IsoDate,
  /** Offer price in VND, when it has one. */
  price: z.nullable(Vnd),
  discountPercent: z.nullable(z.int().check(z.gte(1), z.lte(100))),
  isFavorite: z.boolean(),
});
export type Offer = z.infer<typeof Offer>;

export const OfferList = z.object({ offers: z.array(Offer) });

export const offerRoutes = {
  listOffers: defineRoute({
    method: 'GET',
    path: '/offers',
    tag: 'Special offers',
    summary: "The hotel's special offers valid today or later",
    auth: true,
    response: OfferList,
  }),
  getOffer: defineRoute({
    method: 'GET',
    path: '/offers/:id',
    tag: 'Special offers',
    summary: 'One special offer',
    auth: true,
    params: IdParams,
    response: Offer,
  }),
} as const;
