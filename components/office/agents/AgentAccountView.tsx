import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { OpenOnRequest } from '@/components/ui/OpenOnRequest';
import { PageMessage } from '@/components/ui/PageMessage';
import { RecordHeader } from '@/components/ui/RecordHeader';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { ACCOUNT_ROLE_LABELS, AGENT_ROLE, isAccountRole } from '@/lib/domain/roles';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import { AccountStatusBadge } from './AccountStatusBadge';
import type { AgentAccount, TeamLeadOption } from './getAgentAccount';
import type { AgentAccountPageProps } from './loadAgentAccountPage';
import { teamName } from './teamName';
import { AGENTS_PATH } from './urls';

// The form and its code load after the first paint.
const AccountStatusForm = dynamic(() => import('./AccountStatusForm').then((module) => module.AccountStatusForm));
const PasswordLinkForm = dynamic(() => import('./PasswordLinkForm').then((module) => module.PasswordLinkForm));
// Loaded when operations choose to move the agent, or its customers (most visits do not).
const ReassignCustomersForm = dynamic(() => import('../customers/ReassignCustomersForm').then((module) => module.ReassignCustomersForm));
const AgentTeamForm = dynamic(() => import('./AgentTeamForm').then((module) => module.AgentTeamForm));

/** /office/agents/[id]: the account as the server found it, or why there is none; `viewerId`'s own account cannot be changed here. */
export function AgentAccountView({ accountPage, viewerId }: AgentAccountPageProps & { viewerId: string }) {
  switch (accountPage.kind) {
    case 'not-found':
      return (
        <PageMessage
          title="Account not found"
          message="This account does not exist, or is another partner's. Check the link, or find the account in the list."
          link={{ href: AGENTS_PATH, label: 'Back to the accounts' }}
        />
      );
    case 'unavailable':
      return <RetryPageMessage title="This account could not be loaded" message={accountPage.message} retryPath={accountPage.retryPath} />;
    case 'found':
      return <AgentAccountDetail account={accountPage.account} supervisors={accountPage.supervisors} own={accountPage.account.id === viewerId} />;
  }
}

function AgentAccountDetail({ account, supervisors, own }: { account: AgentAccount; supervisors: TeamLeadOption[]; own: boolean }) {
  const name = fullName(account);
  const month = account.month.aggregate;
  const allTime = account.all_time.aggregate;
  const customers = account.customers_aggregate.aggregate?.count ?? 0;
  return (
    <Stack gap="8">
      <RecordHeader
        back={{ href: AGENTS_PATH, label: 'All accounts' }}
        title={name}
        status={<AccountStatusBadge status={account.status} />}
        summary={`${isAccountRole(account.role) ? ACCOUNT_ROLE_LABELS[account.role] : account.role} · since ${formatDate(account.created_at)}`}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <Stack gap="8" minWidth="0">
          <DetailSection id="account-contact-heading" title="Account">
            <DetailList
              items={[
                { label: 'Phone', value: formatPhone(account.phone) },
                { label: 'Email', value: account.email ?? 'None' },
                { label: 'Last sign-in', value: account.last_signed_in_at ? formatDateTime(account.last_signed_in_at) : 'Never' },
                ...(account.role === AGENT_ROLE ? [{ label: 'Team', value: account.team_lead ? teamName(account.team_lead) : 'No team' }] : []),
                ...(account.status === 'SUSPENDED' ? [{ label: 'Suspended because', value: account.suspended_reason ?? 'No reason recorded' }] : []),
              ]}
            />
          </DetailSection>
          {own ? (
            <Text>This is your own account: a colleague in operations changes its status; you change your password on your profile.</Text>
          ) : (
            <>
              {account.status === 'SUSPENDED' ? null : (
                <DetailSection id="account-password-heading" title={account.status === 'INVITED' ? 'Invitation' : 'Password'}>
                  <PasswordLinkForm agentId={account.id} name={name} invited={account.status === 'INVITED'} />
                </DetailSection>
              )}
              {account.role === AGENT_ROLE ? (
                <DetailSection id="account-team-heading" title="Team">
                  <OpenOnRequest summary={account.team_lead ? `${name} is in ${teamName(account.team_lead)}.` : `${name} is in no team.`} action="Move to another team">
                    {(done) => <AgentTeamForm agentId={account.id} name={name} teamLeadId={account.team_lead?.id ?? null} supervisors={supervisors} onDone={done} />}
                  </OpenOnRequest>
                </DetailSection>
              ) : null}
              {account.role === AGENT_ROLE && customers > 0 ? (
                <DetailSection id="account-customers-heading" title="Customers">
                  <OpenOnRequest summary={`${name} serves ${plural(customers, 'customer', 'customers')}.`} action="Give all to another agent">
                    {(done) => (
                      <ReassignCustomersForm scope={{ fromAgentId: account.id }} currentAgentId={account.id} what={`${name}’s ${plural(customers, 'customer', 'customers')}`} onDone={done} />
                    )}
                  </OpenOnRequest>
                </DetailSection>
              ) : null}
              {account.status === 'INVITED' ? null : (
                <DetailSection id="account-status-heading" title={account.status === 'ACTIVE' ? 'Suspend' : 'Reactivate'}>
                  <AccountStatusForm agentId={account.id} name={name} status={account.status} />
                </DetailSection>
              )}
            </>
          )}
        </Stack>
        <DetailSection id="account-figures-heading" title="Figures">
          <DetailList
            items={[
              { label: 'Sales this month', value: `${plural(month?.count ?? 0, 'sale', 'sales')}, ${formatMoney(month?.sum?.premium_kobo ?? 0)} in premiums` },
              { label: 'Commission this month', value: formatMoney(month?.sum?.commission_kobo ?? 0) },
              { label: 'Sales in all', value: `${plural(allTime?.count ?? 0, 'sale', 'sales')}, ${formatMoney(allTime?.sum?.commission_kobo ?? 0)} commission` },
              { label: 'Customers', value: String(customers) },
              { label: 'Claims filed', value: String(account.claims_aggregate.aggregate?.count ?? 0) },
            ]}
          />
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}
