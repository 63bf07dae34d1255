import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import type { Store } from '../db/store.ts';
import type { Hotel } from '../platform/http/request-context.ts';

/** The hotels this API serves, read once at start and handed to every part that needs them. */
export interface AppHotels {
  /** By the hotel key each request names (`x-hotel-key`). */
  byKey: ReadonlyMap<string, Hotel>;
  ids: readonly number[];
  /** Each hotel's configuration (tenants/): its retention days, room types, preferences… */
  tenants: readonly TenantConfig[];
  /** One setting of each hotel's configuration, by hotel code. */
  byCode<T>(setting: (tenant: TenantConfig) => T): Map<string, T>;
}

export async function readHotels(
  store: Store,
  tenants: readonly TenantConfig[],
): Promise<AppHotels> {
  const rows = await store
    .selectFrom('hotels')
    .select(['id', 'hotel_key', 'code', 'name', 'time_zone'])
    .execute();
  const byKey = new Map<string, Hotel>(
    rows.map((row) => [
      row.hotel_key,
      {
        id: row.id,
        hotelKey: row.hotel_key,
        code: row.code,
        name: row.name,
        timeZone: row.time_zone,
      },
    ]),
  );
  return {
    byKey,
    ids: [...byKey.values()].map((hotel) => hotel.id),
    tenants,
    byCode: (setting) => new Map(tenants.map((tenant) => [tenant.hotelCode, setting(tenant)])),
  };
}
