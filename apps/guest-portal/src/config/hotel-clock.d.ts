declare module 'virtual:hotel-clock' {
  import type { ZoneOffsets } from '@portal/api-client/rules/hotel-calendar';
  const zone: ZoneOffsets;
  export default zone;
}
