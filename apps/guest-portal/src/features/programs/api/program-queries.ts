import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApi } from '../../../lib/guest-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const programsQuery = queryOptions({
  queryKey: queryKeys.programs,
  queryFn: () => guestApi.listPrograms({}),
});

export const programQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.program(id),
    queryFn: () => guestApi.getProgram({ params: { id } }),
  });

export function usePrograms() {
  return useQuery(programsQuery);
}

export function useProgram(id: number) {
  return useQuery(programQuery(id));
}

/** The program id of the route, or 0 (answered 404 by the server) when it is not a number. */
export function programIdFrom(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
