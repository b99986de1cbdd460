import { firstUse } from './firstUse';

// PRODUCT.md: dates are shown in Africa/Lagos time.
const lagosDate = firstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric' }));
const lagosMonth = firstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', month: 'long', year: 'numeric' }));

/** An instant (`2025-03-15T09:30:00Z`) or a calendar date (`2025-03-15`) as Lagos sees it: "15 Mar 2025". */
export function formatDate(value: string): string {
  // A bare calendar date is that day in Lagos, not midnight UTC (which is still the same day at +01:00).
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+01:00` : value;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDate expects an ISO date, got ${JSON.stringify(value)}`);
  return lagosDate().format(date);
}

/** The Lagos month of an instant: "March 2025". */
export function formatMonth(date: Date): string {
  return lagosMonth().format(date);
}
