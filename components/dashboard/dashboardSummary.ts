import { premiumCollectedKobo } from '@/lib/domain/salesFigures';
import { instalmentToDoItems, type InstalmentToDoItem } from '@/components/renewals/instalmentToDo';
import { renewalToDoItems, type RenewalToDoItem } from '@/components/renewals/renewalToDo';
import type { DashboardData, DashboardOrder } from './getDashboard';

/** The dashboard's figures, with absent aggregates (no rows) as zero. Money in kobo. Plain JSON (a server prop). */
export interface DashboardSummary {
  plansSoldCount: number;
  /** This month's sales' premiums: what was written. */
  plansSoldValueKobo: number;
  /** The plans' money received this month, less refunds: what was collected. */
  premiumCollectedKobo: number;
  commissionKobo: number;
  /** Null when the agent's row did not come back. */
  walletBalanceKobo: number | null;
  openClaimsCount: number;
  renewalsDueCount: number;
  /** The first few plans to renew, most urgent first; `renewalToDoCount` counts them all. */
  renewalToDo: RenewalToDoItem[];
  renewalToDoCount: number;
  /** Unpaid instalments to chase, lapsed plans first. */
  instalmentToDo: InstalmentToDoItem[];
  latestOrders: DashboardOrder[];
}

/** The figures as of `today` (Lagos, the query's day): the to-do items' days left count from it. */
export function toDashboardSummary(data: DashboardData, today: string): DashboardSummary {
  return {
    plansSoldCount: data.plans_sold.aggregate?.count ?? 0,
    plansSoldValueKobo: data.plans_sold.aggregate?.sum?.premium_kobo ?? 0,
    premiumCollectedKobo: premiumCollectedKobo(data.collected.aggregate?.sum),
    commissionKobo: data.commission.aggregate?.sum?.amount_kobo ?? 0,
    walletBalanceKobo: data.agent_by_pk?.wallet_balance_kobo ?? null,
    openClaimsCount: data.open_claims.aggregate?.count ?? 0,
    renewalsDueCount: data.renewals_due.aggregate?.count ?? 0,
    renewalToDo: renewalToDoItems(data.renewal_to_do, today),
    renewalToDoCount: data.renewal_to_do_total.aggregate?.count ?? 0,
    instalmentToDo: instalmentToDoItems(data.instalment_to_do, today),
    latestOrders: data.latest_orders,
  };
}
