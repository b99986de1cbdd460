import { screen, within } from '@testing-library/react';
import { ListView } from '@/lib/lists/ListView';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { ClaimFilters } from '@/components/claims/claimList';
import { CLAIM_QUEUE_FILTERS, claimQueue } from './claimQueue';
import { queueOrder, type ClaimQueueRow } from './claimQueueQuery';
import { ClaimQueueTable } from './ClaimQueueTable';

const mockRouter = createMockRouter('/office/claims');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// Monday 30 November 2026, 15:00 in Lagos.
const now = new Date('2026-11-30T14:00:00Z');

const claim = (n: number, extra: Partial<ClaimQueueRow> = {}): ClaimQueueRow => ({
  __typename: 'claim',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reference: `CLM-2026-${String(n).padStart(6, '0')}`,
  claim_type: 'SCREEN',
  status: 'SUBMITTED',
  excess_kobo: 250_000,
  excess_payment_id: null,
  created_at: '2026-11-30T08:00:00Z',
  customer: { __typename: 'customer', id: `c${n}`, first_name: `First${n}`, last_name: `Last${n}` },
  device: { __typename: 'device', id: `d${n}`, brand: 'Tecno', model: 'Spark 20' },
  agent: { __typename: 'agent', id: 'a1', first_name: 'Amaka', last_name: 'Okonkwo' },
  ...extra,
});

function renderQueue(rows: ClaimQueueRow[], filters: ClaimFilters = { status: 'open' }) {
  mockRouter.query = CLAIM_QUEUE_FILTERS.toQuery(filters);
  return renderWithChakra(
    <MockedApollo mocks={[]}>
      <ListView list={claimQueue} serverPage={{ kind: 'page', q: '', page: 1, filters, rows, total: rows.length }}>
        {(list) => <ClaimQueueTable {...list} now={now} />}
      </ListView>
    </MockedApollo>,
  );
}

const rowOf = (reference: string) => screen.getByRole('link', { name: reference }).closest('li') as HTMLElement;

describe('the claims queue', () => {
  it('opens on the open claims, oldest first, and keeps that choice out of the URL', () => {
    expect(CLAIM_QUEUE_FILTERS.parse({})).toEqual({ status: 'open' });
    expect(CLAIM_QUEUE_FILTERS.toQuery({ status: 'open' })).toEqual({});
    expect(CLAIM_QUEUE_FILTERS.parse({ status: 'all' })).toEqual({ status: 'all' });
    expect(queueOrder({ status: 'open' })).toBe('asc');
    expect(queueOrder({ status: 'SUBMITTED' })).toBe('asc');
    expect(queueOrder({ status: 'closed' })).toBe('desc');
    expect(queueOrder({ status: 'all' })).toBe('desc');
  });

  it('marks a new claim late once its working day has passed, with its age, and no claim within it', () => {
    renderQueue([
      claim(1, { created_at: '2026-11-26T09:00:00Z' }),
      claim(2),
      claim(3, { status: 'UNDER_REVIEW', created_at: '2026-11-20T09:00:00Z' }),
    ]);
    const late = rowOf('CLM-2026-000001');
    expect(within(late).getByText('Review late (due 27 Nov 2026, 10:00)')).toBeInTheDocument();
    expect(late).toHaveTextContent('4 days ago');
    expect(rowOf('CLM-2026-000002')).not.toHaveTextContent('Review late');
    expect(rowOf('CLM-2026-000002')).toHaveTextContent('6 h ago');
    expect(rowOf('CLM-2026-000003')).not.toHaveTextContent('Review late');
  });

  it('shows who filed each claim, for whom, on what, and which approved claims still owe their excess', () => {
    renderQueue([claim(4, { status: 'APPROVED' }), claim(5, { status: 'APPROVED', excess_payment_id: 'p-1' })]);
    const owing = rowOf('CLM-2026-000004');
    expect(owing).toHaveTextContent('First4 Last4');
    expect(owing).toHaveTextContent('Tecno Spark 20');
    expect(owing).toHaveTextContent('Amaka Okonkwo');
    expect(within(owing).getByText('Excess due')).toBeInTheDocument();
    expect(within(rowOf('CLM-2026-000005')).queryByText('Excess due')).toBeNull();
    expect(screen.getByRole('link', { name: 'CLM-2026-000004' })).toHaveAttribute('href', '/office/claims/00000000-0000-4000-8000-000000000004');
  });

  it('says when no claim waits', () => {
    renderQueue([]);
    expect(screen.getByText('No claims waiting')).toBeInTheDocument();
  });
});
