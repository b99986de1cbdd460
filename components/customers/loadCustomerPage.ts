import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { answerOr } from '@/lib/session/endsSession';
import { lagosToday } from '@/lib/validation/lagosDay';
import { isUuid } from '@/lib/validation/uuid';
import { GetCustomer, type CustomerRecord } from './getCustomer';

/** The customer screen's content as the server found it. */
export type CustomerPage =
  | {
      kind: 'found';
      customer: CustomerRecord;
      /** Lagos `YYYY-MM-DD` the plan statuses are read at. */
      today: string;
    }
  | { kind: 'not-found' }
  /** The data service did not answer the server: the browser asks (and retries) itself. */
  | { kind: 'unanswered'; customerId: string };

export interface CustomerPageProps {
  customerPage: CustomerPage;
}

/**
 * /account/customers/[id] on the server, with the agent's token: the customer is in the first paint and
 * the browser needs no GraphQL client to show them. A malformed id (not asked for), an unknown id and
 * another agent's customer are all "not found" (404).
 */
export const loadCustomerPage: AccountPageLoader<CustomerPageProps> = async (context, client) => {
  const id = context.params?.id;
  if (!isUuid(id)) return notFound(context);
  return answerOr<CustomerPageProps>(
    async () => {
      const { data } = await client.query({ query: GetCustomer, variables: { id }, fetchPolicy: 'network-only' });
      const customer = data?.customer_by_pk;
      if (!customer) return notFound(context);
      return { customerPage: { kind: 'found', customer, today: lagosToday() } };
    },
    () => ({ customerPage: { kind: 'unanswered', customerId: id } }),
  );
};

function notFound(context: Parameters<typeof loadCustomerPage>[0]): CustomerPageProps {
  context.res.statusCode = 404;
  return { customerPage: { kind: 'not-found' } };
}
