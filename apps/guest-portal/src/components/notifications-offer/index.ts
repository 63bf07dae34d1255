export { NotificationsOffer, type NotificationsOfferProps } from './notifications-offer.tsx';
