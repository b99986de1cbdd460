/** Cards per page of the list (the server's page and the browser's alike). */
export const CARDS_PAGE_SIZE = 20;
