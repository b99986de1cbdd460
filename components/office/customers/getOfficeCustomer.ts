import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { GetOfficeCustomerQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';

export type OfficeCustomer = NonNullable<GetOfficeCustomerQuery['customer_by_pk']>;

/** One of the partner's customers, as operations correct them; null when unknown or another partner's. */
export const GetOfficeCustomer = graphql(`
  query GetOfficeCustomer($id: uuid!) {
    customer_by_pk(id: $id) {
      id
      first_name
      last_name
      phone
      email
      address
      state
      created_at
      agent {
        id
        first_name
        last_name
        phone
      }
      devices(order_by: [{ created_at: asc }, { id: asc }]) {
        id
        brand
        model
        imei
        purchase_date
      }
    }
  }
`);

export interface OfficeCustomerPageProps {
  customerPage: RecordPage<{ customer: OfficeCustomer }>;
}

/** /office/customers/[id] on the server, with the operations token: 404 for an unknown or other partner's customer, 503 without an answer. */
export const loadOfficeCustomerPage: AccountPageLoader<OfficeCustomerPageProps> = async (context, client) => ({
  customerPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetOfficeCustomer, variables: { id }, fetchPolicy: 'network-only' });
    const customer = data?.customer_by_pk;
    return customer ? { customer } : null;
  }),
});
