import { AgentAccountView } from '@/components/office/agents/AgentAccountView';
import { loadAgentAccountPage, type AgentAccountPageProps } from '@/components/office/agents/loadAgentAccountPage';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The account is rendered on the server; the browser loads a GraphQL client only to change its status.
export const getServerSideProps = getAccountServerSidePropsWith(loadAgentAccountPage);

export default function AgentAccountPage({ accountPage, ...account }: AccountPageProps & AgentAccountPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.partner_ops}>
      <AgentAccountView accountPage={accountPage} viewerId={account.agentId} />
    </AccountLayout>
  );
}
