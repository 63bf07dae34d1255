import type activities from '../features/activities/locales/en.json';
import type auth from '../features/auth/locales/en.json';
import type bills from '../features/bills/locales/en.json';
import type checkIn from '../features/check-in/locales/en.json';
import type checkOut from '../features/check-out/locales/en.json';
import type conversation from '../features/conversation/locales/en.json';
import type favorites from '../features/favorites/locales/en.json';
import type home from '../features/home/locales/en.json';
import type language from '../features/language/locales/en.json';
import type localTips from '../features/local-tips/locales/en.json';
import type offers from '../features/offers/locales/en.json';
import type profile from '../features/profile/locales/en.json';
import type programs from '../features/programs/locales/en.json';
import type rating from '../features/rating/locales/en.json';
import type reservation from '../features/reservation/locales/en.json';
import type roomService from '../features/room-service/locales/en.json';
import type common from '../locales/en.json';

// The English texts are the types of every key: `t('check-in:typo')`, a key missing from its
// namespace or a namespace no feature has fails `tsc` (proven by `typed-texts.fixture.ts`).
// One namespace per feature folder, plus `common` for src/locales (see README.md, i18n).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      activities: typeof activities;
      auth: typeof auth;
      bills: typeof bills;
      'check-in': typeof checkIn;
      'check-out': typeof checkOut;
      conversation: typeof conversation;
      favorites: typeof favorites;
      home: typeof home;
      language: typeof language;
      'local-tips': typeof localTips;
      offers: typeof offers;
      profile: typeof profile;
      programs: typeof programs;
      rating: typeof rating;
      reservation: typeof reservation;
      'room-service': typeof roomService;
    };
  }
}
