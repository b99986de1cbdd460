import { defineList } from '@/lib/lists/defineList';
import { OFFICE_CUSTOMERS_PATH } from './urls';

export const OFFICE_CUSTOMERS_PAGE_SIZE = 20;

/** /office/customers: the partner's customers, newest first, found by name or phone. */
export const officeCustomers = defineList({
  path: OFFICE_CUSTOMERS_PATH,
  pageSize: OFFICE_CUSTOMERS_PAGE_SIZE,
  query: () => import('./officeCustomersQuery').then((module) => module.officeCustomersQuery),
});
