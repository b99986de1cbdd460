/**
 * Lagos calendar days: today, and when a day or a month begins. Apart from ./dates' rules, so a form that
 * only needs today (every form: its rules take it) does not carry them in its first load.
 */

export const LAGOS_TIME_ZONE = 'Africa/Lagos';

// Lagos keeps West Africa Time, UTC+01:00 all year (no daylight saving), so its date needs no time-zone
// data: Intl loads that the first time a page uses it, ~13 ms of script (~50 ms on a phone) in the middle of
// a form's first render. dates.test.ts checks the offset against Intl's Africa/Lagos.
const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000;

/** Today's date in Lagos at the instant `now`, e.g. `2025-03-15`. */
export function lagosToday(now: Date = new Date()): string {
  return new Date(now.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Lagos calendar day (`YYYY-MM-DD`) begins, as the data service compares timestamps. */
export function lagosDayStart(date: string): string {
  return `${date}T00:00:00+01:00`;
}

/** The instant the Lagos month of `now` began ("this month" on the dashboard and the wallet). */
export function lagosMonthStart(now: Date = new Date()): string {
  return lagosDayStart(`${lagosToday(now).slice(0, 7)}-01`);
}
