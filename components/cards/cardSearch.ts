import { allOf, orderSearchWhere } from '@/lib/search/orderSearch';
import { ORDER_STATUSES_WITH_CARD } from '@/lib/cards/cardStatus';
import type { Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { addDays } from '@/lib/validation/dates';
import { RECENTLY_ENDED_DAYS } from './cardList';

/**
 * The orders the cards list shows on `today` (Lagos): paid for (active, ended or cancelled) and whose cover
 * has not ended, or ended in the last 30 days.
 */
export function cardsShownWhere(today: string): Plan_Order_Bool_Exp {
  return { status: { _in: [...ORDER_STATUSES_WITH_CARD] }, ends_on: { _gte: addDays(today, -RECENTLY_ENDED_DAYS) } };
}

/** The cards list's filter: the cards shown on `today`, narrowed by the search (an orders search). */
export function cardListWhere(text: string, today: string): Plan_Order_Bool_Exp {
  return allOf(cardsShownWhere(today), orderSearchWhere(text));
}
