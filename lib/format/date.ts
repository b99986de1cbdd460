// PRODUCT.md: dates are shown in Africa/Lagos time. Lagos keeps West Africa Time, UTC+01:00 all year (no
// daylight saving; lagosToday's test checks the offset against Intl's Africa/Lagos), so a Lagos wall clock
// is the UTC clock an hour on, written here without Intl: the first Intl formatter a page makes loads the
// locale and time-zone data (~13 ms of script, ~50 ms on a phone) while a list's rows hydrate, and server
// and browser then cannot write a month differently (ICU versions do: "Sep" or "Sept").

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
// As en-NG writes them.
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An instant (`2025-03-15T09:30:00Z`) or a calendar date (`2025-03-15`) as Lagos sees it: "15 Mar 2025". */
export function formatDate(value: string): string {
  // A bare calendar date is that day in Lagos, not midnight UTC (which is still the same day at +01:00).
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+01:00` : value;
  return lagosDay(lagosClock(parseInstant(instant, 'formatDate')));
}

/** An instant as Lagos's clock shows it, on the 24-hour clock: "24 Nov 2026, 14:05". */
export function formatDateTime(value: string): string {
  const clock = lagosClock(parseInstant(value, 'formatDateTime'));
  return `${lagosDay(clock)}, ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** The Lagos month of an instant: "March 2025". */
export function formatMonth(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatMonth expects a valid date');
  const clock = lagosClock(date);
  return `${LONG_MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** How long ago `value` was at `now`, in its largest whole unit: "just now", "25 min ago", "5 h ago", "3 days ago". */
export function formatAgo(value: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - parseInstant(value, 'formatAgo').getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

function parseInstant(value: string, caller: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${caller} expects an ISO date, got ${JSON.stringify(value)}`);
  return date;
}

/** A Date whose UTC fields read as Lagos's wall clock at `date`. */
function lagosClock(date: Date): Date {
  return new Date(date.getTime() + LAGOS_OFFSET_MS);
}

function lagosDay(clock: Date): string {
  return `${clock.getUTCDate()} ${SHORT_MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');
