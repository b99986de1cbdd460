import type { ParsedUrlQuery } from 'node:querystring';

/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** A page number beyond this is read as this (the offset must stay a GraphQL Int); the list then moves to its last page. */
export const MAX_PAGE = 10_000;
/** The longest search text kept from the URL. */
export const MAX_SEARCH_LENGTH = 100;

/** The list's state as the URL holds it: `/account/customers?q=…&page=2`. */
export interface CustomerListQuery {
  /** The search as typed, trimmed; empty for every customer. */
  q: string;
  /** 1-based. */
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list state of a URL query; anything odd (`page=0`, `-1`, `abc`, `1e9`) falls back quietly. */
export function parseCustomerListQuery(query: ParsedUrlQuery): CustomerListQuery {
  const q = (first(query.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const pageText = (first(query.page) ?? '').trim();
  let page = 1;
  if (/^\d{1,12}$/.test(pageText)) page = Math.min(Math.max(Number(pageText), 1), MAX_PAGE);
  else if (/^\d+$/.test(pageText)) page = MAX_PAGE;
  return { q, page };
}

/** The URL query of a list state, without the defaults (no `q=` for every customer, no `page=1`). */
export function toCustomerListQuery({ q, page }: CustomerListQuery): Record<string, string> {
  return { ...(q === '' ? {} : { q }), ...(page > 1 ? { page: String(page) } : {}) };
}

export const CUSTOMERS_PATH = '/account/customers';

/** A link to the list in a given state. */
export function customerListHref(state: CustomerListQuery) {
  return { pathname: CUSTOMERS_PATH, query: toCustomerListQuery(state) };
}

/** How many pages `total` customers fill (at least one, so an empty list is "Page 1 of 1"). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
}
