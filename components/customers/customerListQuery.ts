/** Customers per page of the list. */
export const CUSTOMERS_PAGE_SIZE = 20;

export const CUSTOMERS_PATH = '/account/customers';
