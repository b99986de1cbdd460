import { PLAN_PAYMENT_PURPOSES } from '../../lib/domain/payments';
import type { APIRequestContext } from '@playwright/test';
import { isOpenClaimStatus } from '../../lib/domain/claims';
import { graphql } from './dataService';

/** What the dashboard should show, worked out here from the agent's rows (not from aggregates). */
export interface ExpectedDashboard {
  plansSoldCount: number;
  plansSoldValueKobo: number;
  premiumCollectedKobo: number;
  commissionKobo: number;
  walletBalanceKobo: number;
  openClaims: number;
  renewalsDue: number;
  latestReferences: string[];
}

interface Rows {
  agent_by_pk: { wallet_balance_kobo: number };
  plan_order: { reference: string; status: string; premium_kobo: number; created_at: string; ends_on: string }[];
  wallet_transaction: { kind: string; amount_kobo: number; created_at: string }[];
  payment: { purpose: string; status: string; amount_kobo: number; refunded_kobo: number; paid_at: string | null }[];
  claim: { status: string }[];
}

const lagosDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function expectedDashboard(request: APIRequestContext, token: string, agentId: string, now = new Date()): Promise<ExpectedDashboard> {
  const rows = await graphql<Rows>(
    request,
    `query ($id: uuid!) {
      agent_by_pk(id: $id) { wallet_balance_kobo }
      plan_order(order_by: [{ created_at: desc }]) { reference status premium_kobo created_at ends_on }
      wallet_transaction { kind amount_kobo created_at }
      payment { purpose status amount_kobo refunded_kobo paid_at }
      claim { status }
    }`,
    { id: agentId },
    token,
  );
  const today = lagosDate(now);
  const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00+01:00`).getTime();
  const thisMonth = (createdAt: string) => new Date(createdAt).getTime() >= monthStart;
  const sold = rows.plan_order.filter((o) => thisMonth(o.created_at) && (o.status === 'ACTIVE' || o.status === 'EXPIRED'));
  const until = addDays(today, 30);
  return {
    plansSoldCount: sold.length,
    plansSoldValueKobo: sold.reduce((sum, o) => sum + o.premium_kobo, 0),
    premiumCollectedKobo: rows.payment
      .filter((p) => (PLAN_PAYMENT_PURPOSES as readonly string[]).includes(p.purpose) && (p.status === 'SUCCEEDED' || p.status === 'REFUNDED') && p.paid_at !== null && thisMonth(p.paid_at))
      .reduce((sum, p) => sum + p.amount_kobo - p.refunded_kobo, 0),
    commissionKobo: rows.wallet_transaction
      .filter((t) => t.kind === 'COMMISSION' && thisMonth(t.created_at))
      .reduce((sum, t) => sum + t.amount_kobo, 0),
    walletBalanceKobo: rows.agent_by_pk.wallet_balance_kobo,
    openClaims: rows.claim.filter((c) => isOpenClaimStatus(c.status)).length,
    renewalsDue: rows.plan_order.filter((o) => o.status === 'ACTIVE' && o.ends_on >= today && o.ends_on <= until).length,
    latestReferences: rows.plan_order.slice(0, 5).map((o) => o.reference),
  };
}
