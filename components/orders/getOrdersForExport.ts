import { graphql } from '@/lib/graphql/generated';
import type { GetOrdersForExportQuery } from '@/lib/graphql/generated/graphql';

export type ExportOrder = GetOrdersForExportQuery['plan_order'][number];

/** A slice of the orders a list matches, with what the CSV export writes, and how many match in all. */
export const GetOrdersForExport = graphql(`
  query GetOrdersForExport($where: plan_order_bool_exp!, $orderBy: [plan_order_order_by!]!, $limit: Int!, $offset: Int!) {
    plan_order(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
      id
      reference
      policy_number
      status
      billing
      premium_kobo
      amount_paid_kobo
      commission_kobo
      created_at
      starts_on
      ends_on
      ...OrderParties
      customer {
        phone
      }
    }
    plan_order_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);
