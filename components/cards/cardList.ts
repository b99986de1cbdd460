import { defineList } from '@/lib/lists/defineList';
import { CARDS_PATH } from './urls';

/** Cards per page of the list (the server's page and the browser's alike). */
export const CARDS_PAGE_SIZE = 20;

/** Cards whose cover ended at most this many days ago are still listed (a customer back for a claim or a renewal). */
export const RECENTLY_ENDED_DAYS = 30;

/**
 * /account/cards: the agent's protection cards as the URL's search and page say, worked out for a Lagos day
 * (the scope: the server's, kept by the browser's query).
 */
export const cardList = defineList({
  path: CARDS_PATH,
  pageSize: CARDS_PAGE_SIZE,
  query: () => import('./cardListQuery').then((module) => module.cardListQuery),
});
