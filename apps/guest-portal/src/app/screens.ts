import type { FlatNamespace } from 'i18next';
import type { ShellBackground } from '@portal/ui/page-shell';
import type { Screen } from './screen-data.ts';

/**
 * A signed-in screen, described once. The router (`router.tsx`) makes its route of it: its shell,
 * its lazily loaded module, a loader that starts `data` and loads `texts`. The server's render
 * (`server-render.tsx`) runs that loader for the request and lists the module's scripts and the
 * texts' as preloads of the page; the service worker keeps no page (docs/adr/0018-server-rendered-pages.md).
 */
export interface ScreenDescription {
  path: string;
  /** The signed-in shell around it: its background. */
  shell: ShellBackground;
  /** Its module, from the package's root: what the route loads, and the build's manifest names. */
  module: `src/${string}.tsx`;
  /** The module's export that draws it. */
  component: string;
  /** The texts' namespaces it shows, in the guest's language, loaded before it renders. */
  texts: readonly FlatNamespace[];
  /** What it reads first (`screen-data.ts`); none: it reads nothing of its own. */
  data?: Screen;
}

export const SCREENS: readonly ScreenDescription[] = [
  {
    path: '/home',
    shell: 'tall-curve',
    module: 'src/app/routes/home-route.tsx',
    component: 'HomeRoute',
    texts: ['home', 'rating'],
  },
  {
    path: '/check-in',
    shell: 'tall-curve',
    module: 'src/features/check-in/routes/check-in-page.tsx',
    component: 'CheckInPage',
    texts: ['check-in'],
    data: 'checkIn',
  },
  {
    path: '/check-in-success',
    shell: 'tall-curve',
    module: 'src/features/check-in/routes/check-in-success-page.tsx',
    component: 'CheckInSuccessPage',
    texts: ['check-in'],
    data: 'checkIn',
  },
  {
    path: '/reserve/:id',
    shell: 'tall-curve',
    module: 'src/features/programs/routes/reserve-program-page.tsx',
    component: 'ReserveProgramPage',
    texts: ['programs'],
    data: 'program',
  },
  {
    path: '/reserve-success/:id',
    shell: 'tall-curve',
    module: 'src/features/programs/routes/reserve-success-page.tsx',
    component: 'ReserveSuccessPage',
    texts: ['programs'],
    data: 'program',
  },
  {
    path: '/cancel-program/:id',
    shell: 'tall-curve',
    module: 'src/features/programs/routes/cancel-program-page.tsx',
    component: 'CancelProgramPage',
    texts: ['programs'],
    data: 'program',
  },
  {
    path: '/cancel-success/:id',
    shell: 'tall-curve',
    module: 'src/features/programs/routes/cancel-success-page.tsx',
    component: 'CancelSuccessPage',
    texts: ['programs'],
    data: 'program',
  },
  {
    path: '/my-reservation',
    shell: 'short-curve',
    module: 'src/app/routes/my-reservation-route.tsx',
    component: 'MyReservationRoute',
    texts: ['reservation', 'rating'],
    data: 'myReservation',
  },
  {
    path: '/cancel-reservation',
    shell: 'short-curve',
    module: 'src/app/routes/cancel-reservation-route.tsx',
    component: 'CancelReservationRoute',
    texts: ['reservation'],
    data: 'reservation',
  },
  {
    path: '/profile',
    shell: 'short-curve',
    module: 'src/features/profile/routes/profile-page.tsx',
    component: 'ProfilePage',
    texts: ['profile'],
  },
  {
    path: '/language',
    shell: 'short-curve',
    module: 'src/features/language/routes/language-page.tsx',
    component: 'LanguagePage',
    texts: ['language'],
  },
  {
    path: '/check-out',
    shell: 'short-curve',
    module: 'src/features/check-out/routes/check-out-page.tsx',
    component: 'CheckOutPage',
    texts: ['check-out'],
    data: 'reservation',
  },
  {
    path: '/check-out-balance-bill',
    shell: 'short-curve',
    module: 'src/app/routes/check-out-balance-bill-route.tsx',
    component: 'CheckOutBalanceBillRoute',
    texts: ['check-out', 'bills'],
    data: 'bill',
  },
  {
    path: '/check-out-success',
    shell: 'short-curve',
    module: 'src/features/check-out/routes/check-out-success-page.tsx',
    component: 'CheckOutSuccessPage',
    texts: ['check-out'],
  },
  {
    path: '/in-room-service',
    shell: 'short-curve',
    module: 'src/features/room-service/routes/in-room-service-page.tsx',
    component: 'InRoomServicePage',
    texts: ['room-service'],
    data: 'menu',
  },
  {
    path: '/food-detail/:id',
    shell: 'short-curve',
    module: 'src/features/room-service/routes/food-detail-page.tsx',
    component: 'FoodDetailPage',
    texts: ['room-service'],
    data: 'dish',
  },
  {
    path: '/order-success/:id',
    shell: 'short-curve',
    module: 'src/features/room-service/routes/order-success-page.tsx',
    component: 'OrderSuccessPage',
    texts: ['room-service'],
    data: 'order',
  },
  {
    path: '/programs',
    shell: 'short-curve',
    module: 'src/features/programs/routes/programs-page.tsx',
    component: 'ProgramsPage',
    texts: ['programs'],
    data: 'programs',
  },
  {
    path: '/program-detail/:id',
    shell: 'short-curve',
    module: 'src/features/programs/routes/program-detail-page.tsx',
    component: 'ProgramDetailPage',
    texts: ['programs'],
    data: 'program',
  },
  {
    path: '/local-tips',
    shell: 'short-curve',
    module: 'src/features/local-tips/routes/local-tips-page.tsx',
    component: 'LocalTipsPage',
    texts: ['local-tips'],
    data: 'localTips',
  },
  {
    path: '/local-tip-detail/:id',
    shell: 'short-curve',
    module: 'src/features/local-tips/routes/local-tip-detail-page.tsx',
    component: 'LocalTipDetailPage',
    texts: ['local-tips'],
    data: 'localTip',
  },
  {
    path: '/my-favorites',
    shell: 'short-curve',
    module: 'src/features/favorites/routes/my-favorites-page.tsx',
    component: 'MyFavoritesPage',
    texts: ['favorites'],
    data: 'favorites',
  },
  {
    path: '/my-activities',
    shell: 'short-curve',
    module: 'src/features/activities/routes/my-activities-page.tsx',
    component: 'MyActivitiesPage',
    texts: ['activities'],
    data: 'activities',
  },
  {
    path: '/messages',
    shell: 'short-curve',
    module: 'src/features/conversation/routes/messages-page.tsx',
    component: 'MessagesPage',
    texts: ['conversation'],
    data: 'conversation',
  },
  {
    path: '/special-offer',
    shell: 'short-curve',
    module: 'src/features/offers/routes/special-offers-page.tsx',
    component: 'SpecialOffersPage',
    texts: ['offers'],
    data: 'offers',
  },
  {
    path: '/balance-and-bills',
    shell: 'short-flat',
    module: 'src/features/bills/routes/balance-and-bills-page.tsx',
    component: 'BalanceAndBillsPage',
    texts: ['bills'],
    data: 'bill',
  },
  {
    path: '/cart',
    shell: 'short-flat',
    module: 'src/features/room-service/routes/cart-page.tsx',
    component: 'CartPage',
    texts: ['room-service'],
    data: 'cart',
  },
];
