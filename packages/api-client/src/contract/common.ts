import './zod-setup.ts';
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../rules/limits.ts';
import { EMAIL_PATTERN } from '../rules/patterns.ts';

/** True for a date that exists on the calendar: 2026-02-29 and 2026-13-01 do not. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD, a calendar date in the hotel's time zone. */
export const IsoDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD'),
    z.refine(isCalendarDate, 'Not a date on the calendar'),
  );
/** HH:mm, a time of day in the hotel's time zone. */
export const TimeOfDay = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:mm'));

export const Email = z
  .string()
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH),
    z.regex(EMAIL_PATTERN, 'Please input a valid email'),
  );

/** Both stores keep ids as 32-bit integers: PostgreSQL refuses a larger one in a query. */
const MAX_ROW_ID = 2_147_483_647;
/** A stored row's id in a JSON body. */
export const RowId = z.int().check(z.positive(), z.lte(MAX_ROW_ID));
/** A stored row's id in a path or query string. */
export const Id = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ROW_ID));
export const IdParams = z.object({ id: Id });

export const Ok = z.object({ ok: z.literal(true) });

/** A guest-facing text in both languages of the portal. */
export const LocalizedText = z.object({ en: z.string(), vi: z.string() });
export type LocalizedText = z.infer<typeof LocalizedText>;

/** An amount in Vietnamese dong (no minor unit). */
export const Vnd = z.int();

/** An image the portal lazy-loads; width and height reserve its space before it arrives. */
export const ImageRef = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type ImageRef = z.infer<typeof ImageRef>;

export const IsoDateTime = z.iso.datetime({ offset: true });

/**
 * The answer of a 204 call: no body (the server sends none, the client reads none). A custom check
 * rather than `z.undefined()`, whose class would join the schemas every signed-in screen loads.
 */
export const NoContent = z.custom<undefined>((value) => value === undefined);
