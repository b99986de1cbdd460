/** Links of the operations' customers screens (/office/customers). */

export const OFFICE_CUSTOMERS_PATH = '/office/customers';

/** One customer: their details, and correcting them. */
export const officeCustomerUrl = (id: string) => `${OFFICE_CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
