import type { ParsedUrlQuery } from 'node:querystring';
import { firstQueryValue } from './queryValues';

export { firstQueryValue, queryValues } from './queryValues';

/** A page number beyond this is read as this (the offset must stay a GraphQL Int); the list then moves to its last page. */
export const MAX_PAGE = 10_000;
/** The longest search text kept from the URL. */
export const MAX_SEARCH_LENGTH = 100;

/** A URL query as a list writes it: repeated parameters as arrays (`?status=A&status=B`). */
export type UrlQuery = Record<string, string | string[]>;

/**
 * How a list's own filters and sort live in the URL: read from its query (anything odd falls back quietly
 * to the default, never an error) and written back without the defaults. Filters are plain JSON (no
 * `undefined`): they travel as server props and are compared as JSON.
 */
export interface ListFilters<F> {
  parse: (query: ParsedUrlQuery) => F;
  toQuery: (filters: F) => UrlQuery;
}

/** How a list lives in the URL: its page, its own filters and how many rows a page shows. */
export interface ListSpec<F> {
  /** The list's page, e.g. `/account/orders`. */
  path: string;
  filters: ListFilters<F>;
  pageSize: number;
}

/** A list with a search and pages only. */
export type NoFilters = Record<string, never>;

export const NO_FILTERS: ListFilters<NoFilters> = { parse: () => ({}), toQuery: () => ({}) };

/** A searchable, paged list's state as the URL holds it: `?q=…&page=2` and the list's filters. */
export interface ListQuery<F = NoFilters> {
  /** The search as typed, trimmed; empty for the whole list. */
  q: string;
  /** 1-based. */
  page: number;
  filters: F;
}

/** The list state of a URL query; anything odd (`page=0`, `-1`, `abc`, `1e9`) falls back quietly. */
export function parseListQuery<F = NoFilters>(query: ParsedUrlQuery, filters: ListFilters<F> = NO_FILTERS as ListFilters<F>): ListQuery<F> {
  const q = (firstQueryValue(query.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const pageText = (firstQueryValue(query.page) ?? '').trim();
  let page = 1;
  if (/^\d{1,12}$/.test(pageText)) page = Math.min(Math.max(Number(pageText), 1), MAX_PAGE);
  else if (/^\d+$/.test(pageText)) page = MAX_PAGE;
  return { q, page, filters: filters.parse(query) };
}

/** The URL query of a list state, without the defaults (no `q=` for the whole list, no `page=1`). */
export function toListQuery<F>({ q, page, filters }: ListQuery<F>, spec: ListFilters<F> = NO_FILTERS as ListFilters<F>): UrlQuery {
  return { ...(q === '' ? {} : { q }), ...spec.toQuery(filters), ...(page > 1 ? { page: String(page) } : {}) };
}

/** A link to the list at `pathname` in a given state. */
export function listHref<F>(pathname: string, state: ListQuery<F>, spec?: ListFilters<F>) {
  return { pathname, query: toListQuery(state, spec) };
}

/** Whether two states name the same rows: the same search, page and filters. */
export function sameListQuery<F>(a: ListQuery<F>, b: ListQuery<F>): boolean {
  return a.q === b.q && a.page === b.page && JSON.stringify(a.filters) === JSON.stringify(b.filters);
}

/** How many pages `total` rows fill (at least one, so an empty list is "Page 1 of 1"). */
export function listPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of a page, as the query's `limit` and `offset`. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
