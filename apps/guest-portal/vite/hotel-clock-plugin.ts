import type { Plugin } from 'vite';
import { zoneOffsets } from '@portal/api-client/rules/hotel-calendar';

const VIRTUAL_ID = 'virtual:hotel-clock';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DAY_MS = 24 * 60 * 60_000;

/**
 * `virtual:hotel-clock`: the hotel's UTC offsets from a year before the build to three years after
 * (`zoneOffsets`), which the portal hands to the hotel's calendar at start (`knowZoneOffsets`).
 */
export function hotelClockPlugin(timeZone: string, builtAt = Date.now()): Plugin {
  const from = Math.floor(builtAt / DAY_MS) * DAY_MS - 366 * DAY_MS;
  return {
    name: 'portal-hotel-clock',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify(zoneOffsets(timeZone, from, from + 4 * 366 * DAY_MS))};`;
    },
  };
}
