import { firstQueryValue, queryValues, type ListFilters } from './listQuery';
import { lagosDayStart } from '@/lib/validation/lagosDay';
import { addDays, parseIsoDate } from '@/lib/validation/dates';

// Readers and writers for the filters lists share: a set of choices (`?status=A&status=B`) and a range of
// Lagos calendar days (`?from=…&to=…`). Anything odd is dropped quietly, never an error.

/** Lagos calendar days, both included; null for no bound. `from` is never after `to`. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const NO_DATE_RANGE: DateRange = { from: null, to: null };

// Dates a person could mean for a record of this service.
const EARLIEST_DATE = '2000-01-01';
const LATEST_DATE = '2099-12-31';

/** A `YYYY-MM-DD` of a real day from 2000 to 2099; null for anything else. */
function urlDate(value: string | string[] | undefined): string | null {
  const text = (firstQueryValue(value) ?? '').trim();
  if (text.length !== 10 || parseIsoDate(text) === undefined) return null;
  return text < EARLIEST_DATE || text > LATEST_DATE ? null : text;
}

/** The `from`/`to` of a URL query; a reversed range is read the right way round. */
export function parseDateRange(query: { from?: string | string[]; to?: string | string[] }): DateRange {
  const from = urlDate(query.from);
  const to = urlDate(query.to);
  return from !== null && to !== null && from > to ? { from: to, to: from } : { from, to };
}

export function dateRangeQuery({ from, to }: DateRange): Record<string, string> {
  return { ...(from === null ? {} : { from }), ...(to === null ? {} : { to }) };
}

/**
 * The known choices among a URL parameter's values (`status=ACTIVE&status=expired`, any case), each once, in the
 * choices' order; unknown values dropped. More values than twice the choices is someone else's URL: only
 * the first ones are read.
 */
export function parseChoices<T extends string>(value: string | string[] | undefined, choices: readonly T[]): T[] {
  const asked = new Set(queryValues(value).slice(0, choices.length * 2).map((text) => text.trim().toUpperCase()));
  return choices.filter((choice) => asked.has(choice.toUpperCase()));
}

/** A timestamp filter for the instants within the range's Lagos days; undefined for no range. */
export function withinLagosDays({ from, to }: DateRange): { _gte?: string; _lt?: string } | undefined {
  if (from === null && to === null) return undefined;
  return { ...(from === null ? {} : { _gte: lagosDayStart(from) }), ...(to === null ? {} : { _lt: lagosDayStart(addDays(to, 1)) }) };
}

/** Filters of one set of choices and a range of Lagos days (the ledger's kinds, the audit log's actions). */
export type ChoicesAndDates<Key extends string, T extends string> = DateRange & { [K in Key]: T[] };

/**
 * The URL reader and writer of `ChoicesAndDates`: `?<param>=A&<param>=B&from=…&to=…`. Unknown choices and
 * impossible dates are left out quietly; a reversed range is read the right way round.
 */
export function choicesAndDatesFilters<Key extends string, T extends string>(key: Key, param: string, choices: readonly T[]): ListFilters<ChoicesAndDates<Key, T>> {
  return {
    parse: (query) => ({ [key]: parseChoices(query[param], choices), ...parseDateRange(query) }) as ChoicesAndDates<Key, T>,
    toQuery: (filters) => {
      const chosen: readonly T[] = filters[key];
      return { ...(chosen.length === 0 ? {} : { [param]: [...chosen] }), ...dateRangeQuery(filters) };
    },
  };
}
