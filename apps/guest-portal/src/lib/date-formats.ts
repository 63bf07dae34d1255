/** The date display forms of the spec. */
export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  longDay: 'ddd, DD MMMM YYYY',
  long: 'DD MMMM YYYY',
  weekday: 'ddd',
  isoDateTime: 'YYYY-MM-DD HH:mm:ss',
  timeFirst: 'HH:mm DD-MM-YYYY',
} as const;
