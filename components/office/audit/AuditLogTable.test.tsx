import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListView } from '@/lib/lists/ListView';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { auditChanges } from './auditChanges';
import { AUDIT_LOG_FILTERS, auditLog, NO_AUDIT_FILTERS } from './auditLog';
import { auditLogWhere, type AuditEntryRow } from './auditLogQuery';
import { AuditLogTable } from './AuditLogTable';

const mockRouter = createMockRouter('/office/audit');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const OPS = { __typename: 'agent' as const, id: 'ops-1', first_name: 'Chinedu', last_name: 'Okafor', phone: '+2348030000011' };

const entry = (n: number, extra: Partial<AuditEntryRow> = {}): AuditEntryRow => ({
  __typename: 'audit_event',
  id: n,
  at: '2026-11-27T08:00:00Z',
  action: 'set_agent_status',
  actor_role: 'partner_ops',
  record_table: 'agent',
  record_id: 'agent-1',
  record_label: 'Amaka Okonkwo',
  before: { status: 'ACTIVE', suspended_reason: null },
  after: { status: 'SUSPENDED', suspended_reason: 'Left the company' },
  actor: OPS,
  ...extra,
});

function renderLog(rows: AuditEntryRow[]) {
  mockRouter.query = {};
  return renderWithChakra(
    <MockedApollo mocks={[]}>
      <ListView list={auditLog} serverPage={{ kind: 'page', q: '', page: 1, filters: NO_AUDIT_FILTERS, rows, total: rows.length }}>
        {(list) => <AuditLogTable {...list} />}
      </ListView>
    </MockedApollo>,
  );
}

describe('the audit log', () => {
  it('shows who did what to which record, when, and each field before and after', () => {
    renderLog([
      entry(2),
      entry(1, {
        action: 'advance_claim',
        actor_role: 'back_office',
        actor: null,
        record_table: 'claim',
        record_id: 'claim-1',
        record_label: 'CLM-7Q2M4K',
        before: { status: 'SUBMITTED' },
        after: { status: 'UNDER_REVIEW', note: 'Photos received', event_id: 'e-1' },
      }),
    ]);
    // The entries are the list's own items (each lists its changes in a list of its own).
    const [suspension, move] = Array.from(screen.getByRole('list', { name: 'Audit log entries' }).children) as HTMLElement[];
    expect(suspension).toHaveTextContent('27 Nov 2026, 09:00');
    expect(suspension).toHaveTextContent('Chinedu Okafor');
    expect(suspension).toHaveTextContent('Operations · 0803 000 0011');
    expect(suspension).toHaveTextContent('Changed an account’s status');
    expect(within(suspension).getByRole('link', { name: 'Amaka Okonkwo' })).toHaveAttribute('href', '/office/agents/agent-1');
    expect(suspension).toHaveTextContent('Status: Active → Suspended');
    expect(suspension).toHaveTextContent('Reason: — → Left the company');
    expect(move).toHaveTextContent('A back-office tool');
    expect(move).toHaveTextContent('Moved a claim');
    expect(move).toHaveTextContent('CLM-7Q2M4K');
    expect(move).toHaveTextContent('Status: Submitted → Under review');
    expect(move).toHaveTextContent('Note: Photos received');
    expect(move).not.toHaveTextContent('e-1');
    expect(move).not.toHaveTextContent('Event');
  });

  it('says when nothing matches the filters, and clears them', async () => {
    mockRouter.query = { action: 'login' };
    renderWithChakra(
      <MockedApollo mocks={[]}>
        <ListView list={auditLog} serverPage={{ kind: 'page', q: '', page: 1, filters: { ...NO_AUDIT_FILTERS, actions: ['login' as const] }, rows: [], total: 0 }}>
          {(list) => <AuditLogTable {...list} />}
        </ListView>
      </MockedApollo>,
    );
    expect(screen.getByText('Nothing was recorded for these actions and dates.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(mockRouter.push).toHaveBeenCalled();
  });

  it('reads actions in any case and dates from the URL, leaving out what it does not know', () => {
    expect(AUDIT_LOG_FILTERS.parse({ action: ['LOGIN', 'nonsense', 'set_agent_status'], from: '2026-11-30', to: '2026-11-01' })).toEqual({
      actions: ['login', 'set_agent_status'],
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(AUDIT_LOG_FILTERS.toQuery({ actions: ['login'], from: null, to: '2026-11-30' })).toEqual({ action: ['login'], to: '2026-11-30' });
  });

  it('searches a phone number as the person who wrote, words in names and the record’s name', () => {
    expect(auditLogWhere({ q: '0803 000 0011', filters: NO_AUDIT_FILTERS })).toEqual({ actor: { phone: { _eq: '+2348030000011' } } });
    expect(auditLogWhere({ q: 'clm-7q', filters: { actions: ['advance_claim'], from: '2026-11-01', to: null } })).toEqual({
      _and: [
        { action: { _in: ['advance_claim'] } },
        { at: { _gte: '2026-11-01T00:00:00+01:00' } },
        { _and: [{ _or: [{ actor: { first_name: { _ilike: '%clm-7q%' } } }, { actor: { last_name: { _ilike: '%clm-7q%' } } }, { record_label: { _ilike: '%clm-7q%' } }] }] },
      ],
    });
  });

  it('puts money in naira, rates in percent, instants in Lagos time, and leaves out what a write left the same', () => {
    expect(auditChanges({ record_table: 'plan', before: { premium_rate_bp: 500, on_sale: true, term_months: 12 }, after: { premium_rate_bp: 650, on_sale: false, term_months: 12 } })).toEqual([
      { field: 'Premium', before: '5%', after: '6.5%' },
      { field: 'On sale', before: 'Yes', after: 'No' },
    ]);
    expect(
      auditChanges({ record_table: 'payment', before: { status: 'SUCCEEDED', refunded_kobo: 0 }, after: { status: 'SUCCEEDED', amount_kobo: 250_000, refund_id: 'r-1', reason: 'Duplicate' } }),
    ).toEqual([
      { field: 'Refunded so far', before: '₦0', after: undefined },
      { field: 'Amount', before: undefined, after: '₦2,500' },
      { field: 'Reason', before: undefined, after: 'Duplicate' },
    ]);
    expect(auditChanges({ record_table: 'agent', before: null, after: { signed_in_at: '2026-11-27T08:00:00.000Z', client_address: null } })).toEqual([
      { field: 'Signed in at', before: undefined, after: '27 Nov 2026, 09:00' },
      { field: 'From address', before: undefined, after: '—' },
    ]);
  });
});
