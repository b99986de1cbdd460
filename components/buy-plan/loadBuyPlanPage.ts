import { customerSearchWhere } from '@/lib/search/customerSearch';
import { customerRows, GetCustomers, type CustomerRow } from '@/components/customers/customerListQuery';
import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadListPage, type ServerListPage } from '@/lib/lists/loadListPage';
import { appPublicOrigin } from '@/lib/server/publicOrigin';

/** How many customers the picker offers; a longer list is a sign to search more precisely. */
export const CUSTOMER_MATCHES = 10;

export interface BuyPlanPageProps {
  /** The agent's newest customers, as the picker offers them before anything is typed. */
  newestCustomers: ServerListPage<CustomerRow>;
  /** The app's public origin (APP_PUBLIC_URL), for the card link the finished sale shares. */
  publicOrigin: string;
}

/**
 * /account/buy-plan on the server: the customers the first step offers, so it shows them at once and the
 * page loads no GraphQL client until the agent searches or chooses (the sale itself is resumed in the
 * browser, from its saved draft).
 */
export const loadBuyPlanPage: AccountPageLoader<BuyPlanPageProps> = async (_context, client) => ({
  newestCustomers: await loadListPage({ query: {} }, client, {
    query: GetCustomers,
    variables: () => ({ where: customerSearchWhere('') }),
    pageSize: CUSTOMER_MATCHES,
    select: customerRows,
  }),
  publicOrigin: appPublicOrigin(),
});
