import type { ParsedUrlQuery } from 'node:querystring';

/** A page number beyond this is read as this (the offset must stay a GraphQL Int); the list then moves to its last page. */
export const MAX_PAGE = 10_000;
/** The longest search text kept from the URL. */
export const MAX_SEARCH_LENGTH = 100;

/** A searchable, paged list's state as the URL holds it: `?q=…&page=2`. */
export interface ListQuery {
  /** The search as typed, trimmed; empty for the whole list. */
  q: string;
  /** 1-based. */
  page: number;
}

/** A URL query parameter's value: the first when it is repeated. */
export const firstQueryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list state of a URL query; anything odd (`page=0`, `-1`, `abc`, `1e9`) falls back quietly. */
export function parseListQuery(query: ParsedUrlQuery): ListQuery {
  const q = (firstQueryValue(query.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const pageText = (firstQueryValue(query.page) ?? '').trim();
  let page = 1;
  if (/^\d{1,12}$/.test(pageText)) page = Math.min(Math.max(Number(pageText), 1), MAX_PAGE);
  else if (/^\d+$/.test(pageText)) page = MAX_PAGE;
  return { q, page };
}

/** The URL query of a list state, without the defaults (no `q=` for the whole list, no `page=1`). */
export function toListQuery({ q, page }: ListQuery): Record<string, string> {
  return { ...(q === '' ? {} : { q }), ...(page > 1 ? { page: String(page) } : {}) };
}

/** A link to the list at `pathname` in a given state. */
export function listHref(pathname: string, state: ListQuery) {
  return { pathname, query: toListQuery(state) };
}

/** How many pages `total` rows fill (at least one, so an empty list is "Page 1 of 1"). */
export function listPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of a page, as the query's `limit` and `offset`. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
