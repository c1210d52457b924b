/**
 * The university's time. Dates the scheme cares about (an inspection visit, a defence, the
 * registration deadline, which weekday a report is for) are read and shown in Africa/Lagos,
 * whatever zone the phone or the server is set to. Lagos keeps West Africa Time all year
 * (UTC+01:00, no daylight saving), so the conversion is a fixed offset and needs no time-zone
 * database. Instants travel as ISO 8601 strings in UTC.
 */

export const UNIVERSITY_TIME_ZONE = 'Africa/Lagos';
/** West Africa Time: one hour ahead of UTC, all year. */
export const LAGOS_OFFSET_MINUTES = 60;

const OFFSET_MS = LAGOS_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The wall clock in Lagos at an instant, as UTC fields of a shifted Date. */
function lagosClock(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(clock: Date): string {
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** The calendar day in Lagos at an instant, as `YYYY-MM-DD`. */
export function lagosDay(instant: Date): string {
  return isoDay(lagosClock(instant));
}

/** The Lagos wall-clock time of an instant in the form a `datetime-local` input takes (`YYYY-MM-DDTHH:mm`). */
export function toLagosLocal(instant: Date): string {
  const clock = lagosClock(instant);
  return `${isoDay(clock)}T${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

const LOCAL_FORM = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a Lagos wall-clock time names: `YYYY-MM-DD` (midnight) or `YYYY-MM-DDTHH:mm[:ss]`,
 * as a `datetime-local` or `date` input gives it. Null when it is not such a time or names a day
 * that does not exist (31 June).
 */
export function fromLagosLocal(local: string): Date | null {
  const match = LOCAL_FORM.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((v) => Number(v ?? 0));
  if (month! < 1 || month! > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return null;
  return new Date(wall - OFFSET_MS);
}

const ZONED_FORM = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * The instant a stored or received date names. An ISO 8601 instant with its zone
 * (`2026-07-01T09:00:00.000Z`, `2026-07-01T10:00+01:00`) is that instant; a value without a zone
 * (`2026-07-01T10:00`, `2026-07-01`, as a datetime-local input gives it or an older record holds
 * it) is Lagos wall-clock time, never the device's. Null for anything else, and for a day that
 * does not exist (30 February), which `new Date` would quietly move into March.
 */
export function instantOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  const zoned = ZONED_FORM.exec(text);
  if (!zoned) return fromLagosLocal(text);
  // The wall-clock part must be a real time; the zone then says which instant it is.
  if (!fromLagosLocal(zoned[1]!)) return null;
  const [hours, minutes] =
    zoned[2]!.toUpperCase() === 'Z' ? [0, 0] : zoned[2]!.slice(1).split(':').map(Number);
  if (hours! > 14 || minutes! > 59) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * An instant in words, in Lagos time: `Friday 31 July 2027, 17:00 in Lagos`, or without the time
 * `Friday 31 July 2027`. Empty for a value that is not a date.
 */
export function describeLagosTime(value: Date | string, options: { time?: boolean } = {}): string {
  const instant = typeof value === 'string' ? (instantOf(value) ?? new Date(NaN)) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const clock = lagosClock(instant);
  const day = `${WEEKDAY_NAMES[clock.getUTCDay()]} ${clock.getUTCDate()} ${MONTH_NAMES[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  if (options.time === false) return day;
  return `${day}, ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())} in Lagos`;
}

/** Month abbreviations as British English writes them (and as `Intl` gives them for `en-GB`). */
const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A date in short, in Lagos time: `5 Jan 2026`, or with the time `5 Jan 2026, 10:00`; the same
 * text as `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone:
 * 'Africa/Lagos' })`, without it: building such a formatter loads the browser's time-zone data,
 * about 17 ms of a phone's main thread the first time. Empty for a value that is not a date.
 */
export function shortLagosDate(value: Date | string, options: { time?: boolean } = {}): string {
  const instant = typeof value === 'string' ? (instantOf(value) ?? new Date(NaN)) : value;
  if (Number.isNaN(instant.getTime())) return '';
  const clock = lagosClock(instant);
  const day = `${clock.getUTCDate()} ${SHORT_MONTH_NAMES[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  return options.time ? `${day}, ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}` : day;
}

/** A `YYYY-MM-DD` day in words: `Monday 1 June 2026`. */
export function describeDay(day: string): string {
  const instant = fromLagosLocal(day);
  return instant ? describeLagosTime(instant, { time: false }) : '';
}

/** The Monday to Friday of the Lagos week an instant falls in, as `YYYY-MM-DD` (Saturday and Sunday belong to the week just ended). */
export function lagosWorkWeek(instant: Date): string[] {
  const clock = lagosClock(instant);
  const midnight = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
  const sinceMonday = (clock.getUTCDay() + 6) % 7;
  const monday = midnight - sinceMonday * DAY_MS;
  return [0, 1, 2, 3, 4].map((offset) => isoDay(new Date(monday + offset * DAY_MS)));
}

/** An instant as a spreadsheet reads a Lagos date and time, `2026-07-01 10:00`; empty for none. */
export function lagosSpreadsheetTime(value: string | null | undefined): string {
  const instant = instantOf(value);
  return instant ? toLagosLocal(instant).replace('T', ' ') : '';
}

const DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a stored date names, as `YYYY-MM-DD` for a `date` input: a plain day as it is,
 * an instant as its day in Lagos (`2026-05-03T23:00:00.000Z` is 4 May). Empty when it is not a date.
 */
export function dayValue(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (DAY_FORM.test(text)) return fromLagosLocal(text) ? text : '';
  const instant = new Date(text);
  return text === '' || Number.isNaN(instant.getTime()) ? '' : lagosDay(instant);
}
