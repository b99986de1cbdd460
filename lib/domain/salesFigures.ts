import type { WalletTransactionKind } from '@/lib/wallet/walletTransaction';
import { PAID_ORDER_STATUSES } from './orders';
import { PLAN_PAYMENT_PURPOSES, RECEIVED_PAYMENT_STATUSES } from './payments';

/**
 * What the sales figures count, the agent's dashboard and the supervisor's Team screen alike, sent as their
 * queries' variables (never literals in the query):
 * - plans sold: orders that were paid for (`soldStatuses`), valued at their premium (what was written);
 * - premium collected: the plans' money received (`planPurposes`, `receivedStatuses`) less refunds;
 * - commission: COMMISSION ledger lines (a cancellation's clawback is a negative one).
 */
export const SALES_FIGURE_RULES = {
  soldStatuses: [...PAID_ORDER_STATUSES],
  planPurposes: [...PLAN_PAYMENT_PURPOSES],
  receivedStatuses: [...RECEIVED_PAYMENT_STATUSES],
  commissionKind: 'COMMISSION' satisfies WalletTransactionKind,
};

/** The premium collected from a sum of the plans' payments: what was received less what was refunded of it. */
export function premiumCollectedKobo(sum: { amount_kobo?: number | null; refunded_kobo?: number | null } | null | undefined): number {
  return (sum?.amount_kobo ?? 0) - (sum?.refunded_kobo ?? 0);
}
