/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;
