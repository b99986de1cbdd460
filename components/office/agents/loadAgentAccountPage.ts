import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { loadRecordPage, type RecordPage } from '@/lib/pages/loadRecordPage';
import { SUPERVISOR_ROLE } from '@/lib/domain/roles';
import { lagosMonthStart } from '@/lib/validation/lagosDay';
import { GetAgentAccount, type AgentAccount, type TeamLeadOption } from './getAgentAccount';

export interface AgentAccountPageProps {
  accountPage: RecordPage<{ account: AgentAccount; supervisors: TeamLeadOption[] }>;
}

/** /office/agents/[id] on the server, with the operations token: 404 for an unknown or other partner's account, 503 without an answer. */
export const loadAgentAccountPage: AccountPageLoader<AgentAccountPageProps> = async (context, client) => ({
  accountPage: await loadRecordPage(context, async (id) => {
    const { data } = await client.query({ query: GetAgentAccount, variables: { id, since: lagosMonthStart(), supervisorRole: SUPERVISOR_ROLE }, fetchPolicy: 'network-only' });
    const account = data?.agent_by_pk;
    return account ? { account, supervisors: data.supervisors } : null;
  }),
});
