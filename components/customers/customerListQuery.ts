import { graphql } from '@/lib/graphql/generated';
import type { GetCustomersQuery } from '@/lib/graphql/generated/graphql';
import { defineListQuery } from '@/lib/lists/defineListQuery';
import { customerSearchWhere } from '@/lib/search/customerSearch';

// What the customers list asks the data service for its search: used by the server's page and the browser's
// query (and by buy-plan's customer picker), never by the list's first load.

export type CustomersData = GetCustomersQuery;
export type CustomerRow = GetCustomersQuery['customer'][number];

/**
 * One page of the agent's customers, newest first (id breaks ties so pages never overlap), and how many
 * match in all. The agent role's permission already limits both to the agent's own customers.
 */
export const GetCustomers = graphql(`
  query GetCustomers($where: customer_bool_exp!, $limit: Int!, $offset: Int!) {
    customer(where: $where, order_by: [{ created_at: desc }, { id: desc }], limit: $limit, offset: $offset) {
      id
      first_name
      last_name
      phone
      created_at
      devices_aggregate {
        aggregate {
          count
        }
      }
    }
    customer_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** A page's customers and how many match in all, as every list of them reads the answer. */
export const customerRows = (data: GetCustomersQuery): { rows: CustomerRow[]; total: number | undefined } => ({
  rows: data.customer,
  total: data.customer_aggregate.aggregate?.count,
});

/** The customers list's rows: its search as `where`. */
export const customerListQuery = defineListQuery({
  document: GetCustomers,
  variables: ({ q }) => ({ where: customerSearchWhere(q) }),
  rows: customerRows,
});
