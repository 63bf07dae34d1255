import { guestApi } from '../../../lib/guest-api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

export const PROGRAMS_KEY = 'programs';

export function usePrograms() {
  return useApiQuery(PROGRAMS_KEY, () => guestApi.listPrograms({}));
}

export function useProgram(id: number) {
  return useApiQuery(`${PROGRAMS_KEY}:${id}`, () => guestApi.getProgram({ params: { id } }));
}

/** The program id of the route, or 0 (answered 404 by the server) when it is not a number. */
export function programIdFrom(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
