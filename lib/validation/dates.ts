/**
 * Calendar dates as the forms and the database exchange them: `YYYY-MM-DD`, reasoned about in
 * Africa/Lagos (PRODUCT.md, "Business rules"). Plain strings compare in date order.
 */

// Re-exported: one import for the rules and the day they are checked on.
export { LAGOS_TIME_ZONE, lagosDayStart, lagosMonthStart, lagosToday } from './lagosDay';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The parts of a real calendar date written `YYYY-MM-DD` (so `2023-02-29` is undefined). */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function mustParse(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`expected a YYYY-MM-DD date, got ${JSON.stringify(value)}`);
  return date;
}

/** `date` moved by whole months, the day clamped to the month's end (`2024-03-31` − 1 month = `2024-02-29`). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = mustParse(date);
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return formatIsoDate({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const { year: y1, month: m1, day: d1 } = mustParse(from);
  const { year: y2, month: m2, day: d2 } = mustParse(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** A plan can be renewed from this many days before its end to this many after (the Renewals screen's window). */
export const RENEWAL_WINDOW_DAYS = 30;

export function addDays(date: string, days: number): string {
  const { year, month, day } = mustParse(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Whole years from `dateOfBirth` to `today`; a 29 February birthday comes on 1 March in other years. */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = mustParse(dateOfBirth);
  const now = mustParse(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

export const MIN_CUSTOMER_AGE = 18;
export const MAX_CUSTOMER_AGE = 100;

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Enter the date of birth',
  invalid: 'Enter a real date as YYYY-MM-DD',
  tooYoung: 'The customer must be at least 18 years old',
  tooOld: 'Check the date of birth: the customer cannot be more than 100 years old',
} as const;

/** A message when `value` is not the birth date of someone 18 to 100 years old on `today`, else undefined. */
export function validateDateOfBirth(value: string, today: string): string | undefined {
  if (value.trim() === '') return DATE_OF_BIRTH_MESSAGES.required;
  if (!parseIsoDate(value)) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (value > today) return DATE_OF_BIRTH_MESSAGES.tooYoung;
  const age = ageOn(value, today);
  if (age < MIN_CUSTOMER_AGE) return DATE_OF_BIRTH_MESSAGES.tooYoung;
  if (age > MAX_CUSTOMER_AGE) return DATE_OF_BIRTH_MESSAGES.tooOld;
  return undefined;
}

/** Devices bought before this are taken as a typing mistake (a year like 0024 from a date picker). */
export const EARLIEST_PURCHASE_DATE = '2000-01-01';
/** A device bought at most this many months ago may get a plan. */
export const PLAN_WINDOW_MONTHS = 12;

export const PURCHASE_DATE_MESSAGES = {
  required: 'Enter the purchase date',
  invalid: 'Enter a real date as YYYY-MM-DD',
  future: 'The purchase date cannot be in the future',
  tooEarly: 'Check the purchase date: it is before the year 2000',
  /** Not a validation error: the device is registered, but the screen says no plan can be offered. */
  outsidePlanWindow: 'This device was bought more than 12 months ago: it can be registered, but no plan can be offered for it',
} as const;

/** A message when `value` is not a possible purchase date on `today` (older than 12 months is allowed). */
export function validatePurchaseDate(value: string, today: string): string | undefined {
  if (value.trim() === '') return PURCHASE_DATE_MESSAGES.required;
  if (!parseIsoDate(value)) return PURCHASE_DATE_MESSAGES.invalid;
  if (value > today) return PURCHASE_DATE_MESSAGES.future;
  if (value < EARLIEST_PURCHASE_DATE) return PURCHASE_DATE_MESSAGES.tooEarly;
  return undefined;
}

/** Whether a device bought on `purchaseDate` may get a plan on `today`: not in the future, at most 12 months ago. */
export function isWithinPlanWindow(purchaseDate: string, today: string): boolean {
  if (!parseIsoDate(purchaseDate) || purchaseDate > today) return false;
  return purchaseDate >= addMonths(today, -PLAN_WINDOW_MONTHS);
}

export const INCIDENT_DATE_MESSAGES = {
  required: 'Enter the date of the incident',
  invalid: 'Enter a real date as YYYY-MM-DD',
  future: 'The incident date cannot be in the future',
} as const;

/** A message when `value` is not a possible incident date on `today`; the cover period is the service's check. */
export function validateIncidentDate(value: string, today: string): string | undefined {
  if (value.trim() === '') return INCIDENT_DATE_MESSAGES.required;
  if (!parseIsoDate(value)) return INCIDENT_DATE_MESSAGES.invalid;
  if (value > today) return INCIDENT_DATE_MESSAGES.future;
  return undefined;
}
