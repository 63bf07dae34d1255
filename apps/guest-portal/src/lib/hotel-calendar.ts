import zone from 'virtual:hotel-clock';
import { knowZoneOffsets } from '@portal/api-client/rules/hotel-calendar';
import { tenant } from '../config/tenant.ts';

// The hotel's clock is read from the offsets the build worked out (vite/hotel-clock-plugin.ts), not
// by `Intl`, whose first formatter is a long task on a slow phone's first screen.
knowZoneOffsets(tenant.timeZone, zone);

export * from '@portal/api-client/rules/hotel-calendar';
