import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderSearchWhere } from '@/lib/search/orderSearch';
import type { ClaimDraftValues } from '@/lib/flows/claimDraftFlow';
import { CLAIM_DRAFT_FLOW_KEY } from '@/lib/flows/flowKeys';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { ClaimOrderPicker } from './ClaimOrderPicker';
import { GetClaimableOrders, type ClaimableOrderRow } from './getClaimableOrders';
import { UnfinishedClaimNotice } from './UnfinishedClaimNotice';

// The picker reads a kept draft as plain JSON: loading the draft's code (zustand, the flow store) fails here.
jest.mock('@/lib/flows/claimDraftFlow', () => {
  throw new Error('The order picker loaded the claim draft’s code.');
});
// The draft's stored version (CLAIM_DRAFT_FLOW_VERSION), written as the draft's code writes it.
const DRAFT_VERSION = 1;

const ORDER_ID = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const OTHER_ORDER_ID = '9c4e0d85-6f41-4e92-a088-3f4d5e6f7081';

const row = (id: string, reference: string, firstName: string, status = 'ACTIVE'): ClaimableOrderRow => ({
  __typename: 'plan_order',
  id,
  reference,
  policy_number: reference.replace('ORD', 'SUN'),
  status,
  ends_on: '2027-01-30',
  plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
  device: { __typename: 'device', id: `d-${id}`, brand: 'Samsung', model: 'Galaxy A55' },
  customer: { __typename: 'customer', id: `c-${id}`, first_name: firstName, last_name: 'Obi' },
});

const recent: ServerListPage<ClaimableOrderRow> = { kind: 'page', q: '', page: 1, filters: {}, rows: [row(ORDER_ID, 'ORD-2026-000068', 'Uche')], total: 14 };

function searchMock(search: string, rows: ClaimableOrderRow[]): MockLink.MockedResponse {
  return {
    request: { query: GetClaimableOrders, variables: { where: orderSearchWhere(search), statuses: ['ACTIVE', 'EXPIRED', 'LAPSED'], limit: 10, offset: 0 } },
    result: { data: { plan_order: rows, plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: rows.length } } } },
  };
}

function renderPicker(mocks: MockLink.MockedResponse[] = [], recentOrders = recent) {
  const user = userEvent.setup();
  renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ClaimOrderPicker recentOrders={recentOrders} />
    </MockedApollo>,
  );
  return { user };
}

function storeDraft(values: Partial<ClaimDraftValues>) {
  localStorage.clear();
  localStorage.setItem(CLAIM_DRAFT_FLOW_KEY, JSON.stringify({ state: { currentStep: 'claim', completedSteps: [], values }, version: DRAFT_VERSION }));
}

beforeEach(() => localStorage.clear());

describe('choosing the order to claim on', () => {
  it('offers the most recent orders the server found, each opening the form for it', () => {
    renderPicker();
    expect(screen.getByRole('heading', { level: 1, name: 'New claim' })).toBeInTheDocument();
    expect(screen.getByText('Your 1 most recent orders of 14: search to find the others.')).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Orders to claim on' });
    expect(within(orders).getByRole('link', { name: 'ORD-2026-000068' })).toHaveAttribute('href', `/account/warranty/new?order=${ORDER_ID}`);
    expect(within(orders).getByText('Uche Obi')).toBeInTheDocument();
    expect(within(orders).getByText('Active')).toBeInTheDocument();
  });

  it('searches the claimable orders only, by what the agent typed', async () => {
    const { user } = renderPicker([searchMock('Ada', [row(OTHER_ORDER_ID, 'ORD-2025-000022', 'Ada', 'EXPIRED')])]);
    await user.type(screen.getByRole('searchbox', { name: 'Find the order' }), 'Ada{Enter}');
    const link = await screen.findByRole('link', { name: 'ORD-2025-000022' });
    expect(link).toHaveAttribute('href', `/account/warranty/new?order=${OTHER_ORDER_ID}`);
    expect(screen.queryByRole('link', { name: 'ORD-2026-000068' })).not.toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user } = renderPicker([searchMock('0803 999 9999', [])]);
    await user.type(screen.getByRole('searchbox', { name: 'Find the order' }), '0803 999 9999{Enter}');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
  });

  it('asks from the browser when the server had no answer', async () => {
    renderPicker([searchMock('', [row(ORDER_ID, 'ORD-2026-000068', 'Uche')])], { kind: 'unanswered' });
    expect(await screen.findByRole('link', { name: 'ORD-2026-000068' })).toBeInTheDocument();
  });

  it('leads back to a claim started on this device and not filed', async () => {
    storeDraft({ orderId: ORDER_ID, claimType: 'SCREEN', description: 'Screen cracked' });
    renderPicker();
    expect(await screen.findByText('A claim you started is not filed yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the claim' })).toHaveAttribute('href', `/account/warranty/new?order=${ORDER_ID}`);
  });

  it('leads back to a claim sent without an answer, to finish sending it', async () => {
    storeDraft({ orderId: ORDER_ID, claimType: 'SCREEN', awaitingAnswer: true, idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    renderPicker();
    expect(await screen.findByRole('link', { name: 'Finish sending it' })).toHaveAttribute('href', `/account/warranty/new?order=${ORDER_ID}`);
  });

  it('says nothing of a draft with nothing typed, nor of one it cannot read', async () => {
    for (const stored of [{ orderId: ORDER_ID }, { orderId: '../../account/wallet', claimType: 'SCREEN' }, { orderId: ORDER_ID, description: 42 }]) {
      storeDraft(stored as Partial<ClaimDraftValues>);
      const { unmount } = renderWithChakra(<UnfinishedClaimNotice />);
      await act(async () => undefined);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      unmount();
    }
  });

});
