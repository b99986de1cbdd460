import { firstUse } from './firstUse';

// PRODUCT.md: dates are shown in Africa/Lagos time.
const lagosDate = firstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric' }));
const lagosTime = firstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const lagosMonth = firstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', month: 'long', year: 'numeric' }));

/** An instant (`2025-03-15T09:30:00Z`) or a calendar date (`2025-03-15`) as Lagos sees it: "15 Mar 2025". */
export function formatDate(value: string): string {
  // A bare calendar date is that day in Lagos, not midnight UTC (which is still the same day at +01:00).
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+01:00` : value;
  return lagosDate().format(parseInstant(instant, 'formatDate'));
}

/** An instant as Lagos's clock shows it, on the 24-hour clock: "24 Nov 2026, 14:05". */
export function formatDateTime(value: string): string {
  const date = parseInstant(value, 'formatDateTime');
  // Day and time joined here, not by Intl, whose glue ("," or " at ") differs between ICU versions: server and browser must agree.
  return `${lagosDate().format(date)}, ${lagosTime().format(date)}`;
}

function parseInstant(value: string, caller: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${caller} expects an ISO date, got ${JSON.stringify(value)}`);
  return date;
}

/** The Lagos month of an instant: "March 2025". */
export function formatMonth(date: Date): string {
  return lagosMonth().format(date);
}
