import { agentAccounts } from '@/components/office/agents/agentAccounts';
import { AgentAccountsTable } from '@/components/office/agents/AgentAccountsTable';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import type { ServerPageOf } from '@/lib/lists/defineList';
import { ListView } from '@/lib/lists/ListView';
import { lagosMonthStart } from '@/lib/validation/lagosDay';

interface AgentAccountsPageProps {
  accountsPage: ServerPageOf<typeof agentAccounts>;
  /** The Lagos month "this month" counts from, as the server worked it out. */
  monthStart: string;
}

// The page of accounts the URL names is rendered on the server: no GraphQL client until operations search or filter.
export const getServerSideProps = getAccountServerSidePropsWith<AgentAccountsPageProps>(async (context, client) => {
  const monthStart = lagosMonthStart();
  return { accountsPage: await agentAccounts.loadFirstPage(context, client, monthStart), monthStart };
});

export default function AgentAccountsPage({ accountsPage, monthStart, ...account }: AccountPageProps & AgentAccountsPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <ListView list={agentAccounts} serverPage={accountsPage} scope={monthStart}>
        {(list) => <AgentAccountsTable {...list} />}
      </ListView>
    </AccountLayout>
  );
}
