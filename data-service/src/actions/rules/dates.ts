import { addDays, addMonths } from '@/lib/validation';

export { daysBetween } from '@/lib/validation';

/**
 * Calendar dates of the business rules: `YYYY-MM-DD` strings in Africa/Lagos (see lib/validation/dates),
 * which compare in date order as plain strings.
 */

const displayFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date as messages show it, e.g. `2026-03-05` → `5 Mar 2026`. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return displayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The last day of cover starting on `startsOn`: a cover runs from start to end inclusive (as the seed lays them out). */
export function coverEndsOn(startsOn: string, termMonths: number): string {
  return addDays(addMonths(startsOn, termMonths), -1);
}

