import { z } from 'zod';
import type { GatewayRefund, RefundLookup } from '../gateway';
import { refundStatus } from './createRefund';
import { kobo, paystackId } from './paystackValues';
import { ourRefundIdIn } from './refundNote';

/**
 * GET /refund (List Refunds), newest first: how a refund whose answer was lost is found again. Only the
 * query parameters Paystack's OpenAPI documents (`perPage`, `page`, `from`, `to`); the transaction and our
 * id are matched here, on `transaction_reference` and `merchant_note` (refundNote.ts).
 */
export const REFUND_LIST_PAGE_SIZE = 100;
/** At most 1,000 refunds since our row was written are read; more and the lookup cannot tell. */
export const REFUND_LIST_MAX_PAGES = 10;

export function refundListPath(from: Date, page: number): string {
  const query = new URLSearchParams({ perPage: String(REFUND_LIST_PAGE_SIZE), page: String(page), from: from.toISOString() });
  return `/refund?${query.toString()}`;
}

const listedRefund = z.object({
  id: paystackId,
  transaction_reference: z.string(),
  merchant_note: z.string().nullish(),
  amount: kobo,
  status: refundStatus,
});

/** The answer's `data` and `meta` (`meta.pageCount`: how many pages there are). */
export const refundListPage = z.object({
  data: z.array(listedRefund),
  meta: z.object({ pageCount: z.number().int().nonnegative() }),
});

export type RefundListPage = z.output<typeof refundListPage>;

/** Ours on this page: the lookup's transaction, and its id in the note. */
export function refundOnPage(page: RefundListPage, lookup: RefundLookup): GatewayRefund | null {
  const ours = lookup.ourRefundId.toLowerCase();
  const found = page.data.find((refund) => refund.transaction_reference === lookup.transactionReference && ourRefundIdIn(refund.merchant_note) === ours);
  return found ? { id: found.id, transactionReference: found.transaction_reference, amountKobo: found.amount, status: found.status } : null;
}
