import { defineList } from '@/lib/lists/defineList';
import { CUSTOMERS_PATH } from './urls';

/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** /account/customers: the agent's customers as the URL's search and page say. */
export const customerList = defineList({
  path: CUSTOMERS_PATH,
  pageSize: CUSTOMERS_PAGE_SIZE,
  query: () => import('./customerListQuery').then((module) => module.customerListQuery),
});
