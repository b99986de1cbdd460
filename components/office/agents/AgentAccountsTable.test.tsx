import { screen, within } from '@testing-library/react';
import { ListView } from '@/lib/lists/ListView';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { AGENT_ACCOUNT_FILTERS, agentAccounts, ALL_ACCOUNTS } from './agentAccounts';
import { agentAccountsWhere, type AgentAccountRow } from './agentAccountsQuery';
import { AgentAccountsTable } from './AgentAccountsTable';

const mockRouter = createMockRouter('/office/agents');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const account = (n: number, extra: Partial<AgentAccountRow> = {}): AgentAccountRow => ({
  __typename: 'agent',
  id: `a-${n}`,
  first_name: 'Amaka',
  last_name: `Okonkwo${n}`,
  phone: '+2348030000001',
  role: 'agent',
  status: 'ACTIVE',
  last_signed_in_at: '2026-11-27T08:00:00Z',
  plan_orders_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 3, sum: { __typename: 'plan_order_sum_fields', commission_kobo: 450_000 } } },
  claims_aggregate: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: 2 } },
  ...extra,
});

function renderAccounts(rows: AgentAccountRow[]) {
  mockRouter.query = {};
  return renderWithChakra(
    <MockedApollo mocks={[]}>
      <ListView list={agentAccounts} serverPage={{ kind: 'page', q: '', page: 1, filters: ALL_ACCOUNTS, rows, total: rows.length }} scope="2026-11-01T00:00:00+01:00">
        {(list) => <AgentAccountsTable {...list} />}
      </ListView>
    </MockedApollo>,
  );
}

describe('the accounts list', () => {
  it('shows each account with its role, this month’s sales and commission, claims, last sign-in and status', () => {
    renderAccounts([account(1), account(2, { role: 'claims_officer', status: 'SUSPENDED', last_signed_in_at: null })]);
    const [first, second] = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Amaka Okonkwo1');
    expect(first).toHaveTextContent('3 sales · ₦4,500 commission');
    expect(first).toHaveTextContent('27 Nov 2026, 09:00');
    expect(within(first).getByRole('link', { name: 'Amaka Okonkwo1' })).toHaveAttribute('href', '/office/agents/a-1');
    expect(second).toHaveTextContent('Claims officer');
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Suspended');
  });

  it('reads a name, a phone number in any form, and the status from the URL', () => {
    expect(AGENT_ACCOUNT_FILTERS.parse({ status: 'suspended' })).toEqual({ status: 'SUSPENDED' });
    expect(AGENT_ACCOUNT_FILTERS.parse({ status: 'nonsense' })).toEqual({ status: 'all' });
    expect(agentAccountsWhere({ q: '0803 000 0001', filters: { status: 'all' } })).toEqual({ _and: [{ phone: { _eq: '+2348030000001' } }] });
    expect(agentAccountsWhere({ q: 'Ama 50%', filters: { status: 'ACTIVE' } })).toEqual({
      _and: [
        {
          _and: [
            { _or: [{ first_name: { _ilike: '%Ama%' } }, { last_name: { _ilike: '%Ama%' } }] },
            { _or: [{ first_name: { _ilike: '%50\\%%' } }, { last_name: { _ilike: '%50\\%%' } }] },
          ],
        },
        { status: { _eq: 'ACTIVE' } },
      ],
    });
  });
});
