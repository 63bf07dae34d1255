import { sessionRoutes } from './session.ts';

/** Every call of the guest API, by name. The server registers these; the portal calls them. */
export const contract = {
  ...sessionRoutes,
} as const;

export type Contract = typeof contract;
export type RouteName = keyof Contract;
