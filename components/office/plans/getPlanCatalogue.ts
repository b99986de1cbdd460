import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { GetPlanCatalogueQuery } from '@/lib/graphql/partner-ops/generated/graphql';

export type CataloguePlanRow = GetPlanCatalogueQuery['plan'][number];

/** Every version of the partner's plans, in the wizard's order, newest version first, with the orders sold on each. */
export const GetPlanCatalogue = graphql(`
  query GetPlanCatalogue {
    plan(order_by: [{ sort_order: asc }, { code: asc }, { version: desc }]) {
      id
      code
      name
      description
      covers
      version
      active
      premium_rate_bp
      min_premium_kobo
      excess_kobo
      claims_per_term
      term_months
      created_at
      plan_orders_aggregate {
        aggregate {
          count
        }
      }
    }
  }
`);

/** A plan as the catalogue shows it: its newest version, and the versions before it. */
export interface CataloguePlan {
  newest: CataloguePlanRow;
  older: CataloguePlanRow[];
}

/** The rows grouped by plan (its code), in the order they came. */
export function groupVersions(rows: readonly CataloguePlanRow[]): CataloguePlan[] {
  const plans = new Map<string, CataloguePlan>();
  for (const row of rows) {
    const plan = plans.get(row.code);
    if (plan) plan.older.push(row);
    else plans.set(row.code, { newest: row, older: [] });
  }
  return [...plans.values()];
}

export type PlanCataloguePage = { kind: 'found'; plans: CataloguePlan[] } | { kind: 'unavailable'; message: string; retryPath: string };

/** The catalogue for the page's server render; a failure is the page's to say. */
export async function loadPlanCatalogue(client: Pick<ApolloClient, 'query'>, retryPath: string): Promise<PlanCataloguePage> {
  try {
    const { data } = await client.query({ query: GetPlanCatalogue, fetchPolicy: 'network-only' });
    if (!data) throw new Error('no catalogue in the answer');
    return { kind: 'found', plans: groupVersions(data.plan) };
  } catch {
    return { kind: 'unavailable', message: 'The service did not answer. Check your connection and try again.', retryPath };
  }
}
